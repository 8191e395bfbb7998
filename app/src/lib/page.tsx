import { createContext, useContext, type ComponentType } from "react";
import type { T } from "./i18n";
import type { PageData } from "./types";

export interface Meta {
  title: string;
  description?: string;
  /** Structured data for search engines, one object per <script type="application/ld+json">. */
  jsonLd?: object[];
  /** Pages that must not be indexed (account and admin pages). */
  noindex?: boolean;
}

/** One route: its component and its meta, computed from the same data. */
export interface RouteModule<P = any> {
  default: ComponentType<{ data: PageData<P> }>;
  meta(data: PageData<P>, t: T): Meta;
  /** Loads what the route shows later (its islands, lib/island.tsx) before it is shown
   * after a client-side navigation. */
  preload?(): Promise<unknown>;
}

const PageContext = createContext<PageData | null>(null);
export const PageProvider = PageContext.Provider;

/** The current page's data: language, site facts, the signed-in user. */
export function usePage(): PageData {
  const page = useContext(PageContext);
  if (!page) throw new Error("usePage outside PageProvider");
  return page;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#39;",
  );
}

/** `<head>` tags for a page's meta, the same on the server and after navigation. */
export function headHtml(meta: Meta): string {
  let out = `<title>${escapeHtml(meta.title)}</title>`;
  if (meta.description) out += `<meta name="description" content="${escapeHtml(meta.description)}">`;
  if (meta.noindex) out += `<meta name="robots" content="noindex">`;
  for (const item of meta.jsonLd ?? []) {
    const json = JSON.stringify(item).replace(/</g, "\\u003c");
    out += `<script type="application/ld+json">${json}</script>`;
  }
  return out;
}
