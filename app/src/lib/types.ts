// The shapes the Rust server sends, generated from its types (src/generated/, by
// `cargo test`, see tests/typescript.rs); only what the generator cannot say is here.
import type { Lang } from "../generated/Lang";
import type { PageData as ServerPageData } from "../generated/PageData";
import type { RouteId } from "../routes";

export type { Lang } from "../generated/Lang";
export type { SessionUser } from "../generated/SessionUser";
export type { SiteInfo } from "../generated/SiteInfo";
export type { OpeningHours } from "../generated/OpeningHours";

export const LANGS = ["da", "en", "de", "fr"] as const satisfies readonly Lang[];

/** Everything a page render receives; the same object is embedded for hydration. */
export type PageData<T = unknown> = Omit<ServerPageData<T>, "route"> & { route: RouteId };

/** Fluent sources: the visitor's language and Danish, the fallback. */
export interface Messages {
  key: string;
  lang: Lang;
  ftl: string;
  fallback: string;
}

/** A catalogue as the browser gets it (`/assets/messages/…`): parsed by the server
 * into the form @fluent/bundle keeps a resource in (`FluentResource.body`), so the
 * browser needs no Fluent parser of its own; whole, or a part of one. */
export interface BrowserMessages {
  key: string;
  lang: Lang;
  entries: unknown[];
  /** The Danish messages this language lacks (none for Danish). */
  fallbackEntries: unknown[];
  /** The route whose part of the catalogue this is (the shell's messages and that
   * route's); absent for a whole catalogue. */
  route?: string;
  /** The island whose part this is (the messages it shows beyond the shell's, fetched
   * with its code; see lib/island.tsx). */
  island?: string;
}

/** What a render request carries of the catalogue: all of it, or only its version
 * when the runtime parsed it before. */
export type MessagesRef = Messages | { key: string; lang: Lang; ftl?: undefined; fallback?: undefined };

export interface RenderRequest {
  url: string;
  lang: Lang;
  messages: MessagesRef;
  data: PageData;
}

/** What /api/page answers for client-side navigation. */
/** A page's data, or where to go instead (`document`: a page outside the app, such as
 * the payment provider's, loaded as a whole document). */
export type PageResponse = { redirect: string; document?: boolean } | { data: PageData };
