// The shapes the Rust server sends. server/page.rs serialises the same fields.
import type { RouteId } from "../routes";

export const LANGS = ["da", "en", "de", "fr"] as const;
export type Lang = (typeof LANGS)[number];

export interface SiteInfo {
  name: string;
  phone: string;
  phoneHref: string;
  email: string;
  address: string;
  cvr: string;
  year: number;
  url: string;
}

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
}

/** Everything a page render receives; the same object is embedded for hydration. */
export interface PageData<T = unknown> {
  route: RouteId;
  params: Record<string, string>;
  status: number;
  lang: Lang;
  /** The path without the language prefix, e.g. "/om-os". */
  path: string;
  site: SiteInfo;
  user: SessionUser | null;
  page: T;
}

/** Fluent sources: the visitor's language and Danish, the fallback. */
export interface Messages {
  key: string;
  lang: Lang;
  ftl: string;
  fallback: string;
}

export interface RenderRequest {
  url: string;
  lang: Lang;
  messages: Messages;
  data: PageData;
}

/** What /api/page answers for client-side navigation. */
export type PageResponse = { redirect: string } | { data: PageData };
