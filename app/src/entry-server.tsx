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
import type { Messages, RenderRequest } from "./lib/types";
import { ROUTE_MODULES } from "./route-modules.server";
import "./islands.server";

function render(req: RenderRequest) {
  // The catalogue's text travels only when this runtime has not parsed that version.
  const l10n = req.messages.ftl === undefined ? knownLocalization(req.messages.key) : localization(req.messages);
  if (!l10n) return { needMessages: true };
  const route = ROUTE_MODULES[req.data.route] ?? ROUTE_MODULES["not-found"];
  const t: T = (id, args) => translate(l10n, id, args);
  const { result, missing } = collectMissing(() => {
    const html = renderToString(
      <StaticRouter location={req.url} basename={basename(req.lang) || undefined}>
        <App data={req.data} route={route} l10n={l10n} />
      </StaticRouter>,
    );
    return { html, head: headHtml(route.meta(req.data, t), (description) => electricianJsonLd(req.data.site, description)) };
  });
  return { status: req.data.status, head: result.head, html: result.html, missing };
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
  render,
  formatSample,
};
