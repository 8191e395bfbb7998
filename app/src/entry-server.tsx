// The server bundle: loaded once into each embedded JavaScript runtime.
import "./lib/server-polyfills";
import "./lib/fluent-parser";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "./lib/router";
import { App } from "./App";
import { formatDate, formatKroner, formatMoney } from "./lib/format";
import { collectMissing, knownLocalization, localization, type T, translate } from "./lib/i18n";
import { electricianJsonLd } from "./lib/business";
import { headHtml } from "./lib/page";
import { basename } from "./lib/paths";
import { type AppPart, renderSpliced } from "./lib/shell";
import type { Messages, PageData, RenderRequest } from "./lib/types";
import { ROUTE_MODULES } from "./route-modules.server";
import "./islands.server";

/** Renders a page: its shell kept per runtime and its content per page (lib/shell.ts),
 * or, with `whole`, in one render (what the test of the two's equality compares). */
function render(req: RenderRequest, whole = false) {
  // The catalogue's text travels only when this runtime has not parsed that version.
  const l10n = req.messages.ftl === undefined ? knownLocalization(req.messages.key) : localization(req.messages);
  if (!l10n) return { needMessages: true };
  const route = ROUTE_MODULES[req.data.route] ?? ROUTE_MODULES["not-found"];
  const t: T = (id, args) => translate(l10n, id, args);
  const prefix = basename(req.lang);
  const part = (part: AppPart, data: PageData, url: string) =>
    renderToString(
      <StaticRouter location={url} basename={prefix || undefined}>
        <App data={data} route={route} l10n={l10n} part={part} />
      </StaticRouter>,
    );
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
