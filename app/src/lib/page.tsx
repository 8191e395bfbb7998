import { createContext, useContext, type ComponentType } from "react";
import type { T } from "./i18n";
import type { PageData } from "./types";

export interface Meta {
  title: string;
  description?: string;
  /** Structured data for search engines, one object per <script type="application/ld+json">. */
  jsonLd?: object[];
  /** The business's own structured data (lib/business.ts) first, with the page's
   * description: added by the server's render, so the browser's code leaves it out. */
  business?: boolean;
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

/** `<head>` tags for a page's meta (the server's; `business` makes the structured
 * data of `meta.business`). */
export function headHtml(meta: Meta, business: (description: string) => object): string {
  let out = `<title>${escapeHtml(meta.title)}</title>`;
  if (meta.description) out += `<meta name="description" content="${escapeHtml(meta.description)}">`;
  if (meta.noindex) out += `<meta name="robots" content="noindex">`;
  const jsonLd = [...(meta.business ? [business(meta.description ?? "")] : []), ...(meta.jsonLd ?? [])];
  for (const item of jsonLd) {
    const json = JSON.stringify(item).replace(/</g, "\\u003c");
    out += `<script type="application/ld+json">${json}</script>`;
  }
  return out;
}
