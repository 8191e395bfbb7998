// The server bundle: loaded once into each embedded JavaScript runtime.
import "./lib/server-polyfills";
import "./lib/fluent-parser";
import { LocalizationProvider } from "@fluent/react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchRoutes, parsePath, type StaticHandlerContext, StaticRouterProvider } from "react-router";
import { PartProvider, routeTree } from "./App";
import { formatDate, formatKroner, formatMoney } from "./lib/format";
import { collectMissing, knownLocalization, localization, type T, translate } from "./lib/i18n";
import { electricianJsonLd } from "./lib/business";
import { headHtml, type RouteModule } from "./lib/page";
import { basename } from "./lib/paths";
import { type AppPart, renderSpliced } from "./lib/shell";
import type { Messages, PageData, RenderRequest } from "./lib/types";
import { ROUTE_MODULES } from "./route-modules.server";
import type { RouteId } from "./routes";
import "./islands.server";

const moduleOf = (id: RouteId): RouteModule => ROUTE_MODULES[id] ?? ROUTE_MODULES["not-found"];
/** The route tree, every module in (the server renders synchronously), with one
 * catch-all leaf: the Rust side has matched the path (see routeTree). */
const LEAF = "page";
const { dataRoutes } = createStaticHandler(routeTree(moduleOf, undefined, [{ id: LEAF, path: "*" }]));

/**
 * What a static router renders: the request's location, its matches and the data
 * the Rust loader already fetched as the leaf's loader data (no loader runs here).
 */
function staticContext(data: PageData, url: string, basename: string): StaticHandlerContext {
  const location = { pathname: "/", search: "", hash: "", ...parsePath(url), state: null, key: "default" };
  const matches = matchRoutes(dataRoutes, location, basename) ?? [];
  const leaf = matches[matches.length - 1]?.route.id ?? LEAF;
  return {
    basename,
    location,
    matches,
    loaderData: { [leaf]: data },
    actionData: null,
    errors: null,
    statusCode: data.status,
    loaderHeaders: {},
    actionHeaders: {},
  } as StaticHandlerContext;
}

/** Renders a page: its shell kept per runtime and its content per page (lib/shell.ts),
 * or, with `whole`, in one render (what the test of the two's equality compares). */
function render(req: RenderRequest, whole = false) {
  // The catalogue's text travels only when this runtime has not parsed that version.
  const l10n = req.messages.ftl === undefined ? knownLocalization(req.messages.key) : localization(req.messages);
  if (!l10n) return { needMessages: true };
  const route = moduleOf(req.data.route);
  const t: T = (id, args) => translate(l10n, id, args);
  const prefix = basename(req.lang);
  const part = (part: AppPart, data: PageData, url: string) => {
    const context = staticContext(data, url, prefix || "/");
    return renderToString(
      <LocalizationProvider l10n={l10n}>
        <PartProvider value={part}>
          <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
        </PartProvider>
      </LocalizationProvider>,
    );
  };
  const { result, missing } = collectMissing(() => {
    const { html, spliced } = whole ? { html: part("whole", req.data, req.url), spliced: false } : renderSpliced(req.data, req.url, req.messages.key, prefix, part);
    return { html, spliced, head: headHtml(route.meta(req.data, t), (description) => electricianJsonLd(req.data.site, description)) };
  });
  return { status: req.data.status, head: result.head, html: result.html, spliced: result.spliced, missing };
}

/** Formats the same sample the browser test formats, to prove both sides agree. */
function formatSample(req: Omit<RenderRequest, "messages"> & { messages: Messages; amount: number; date: string; counts: number[] }) {
  const l10n = localization(req.messages);
  return {
    kroner: formatKroner(req.amount, req.lang),
    money: formatMoney(req.amount, "DKK", req.lang),
    date: formatDate(req.date, req.lang),
    plurals: req.counts.map((count) => l10n.getString("cart-count", { count }, "")),
  };
}

(globalThis as unknown as { __ssr: object }).__ssr = {
  render: (req: RenderRequest) => render(req),
  renderWhole: (req: RenderRequest) => render(req, true),
  formatSample,
};
