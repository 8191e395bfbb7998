// /admin/invoices: the bookkeeper's page. Invoices and credit notes of a period (this
// month by default) with each kind's totals and the balance, every document's PDF, the
// period as one ZIP (the PDFs and ledger.csv for the accounting system), and the EAN
// customers' e-invoices waiting to be sent through the business's access point
// ("Klar til afsendelse"): their Peppol XML to download, and marked sent once uploaded.
// Where the shop hands its documents to a bookkeeping system (BOOKKEEPING=e-conomic),
// each document's hand-off: booked with its voucher, waiting, or failed with the
// reason and "Prøv igen".
import Download from "lucide-react/icons/download";
import FileCode from "lucide-react/icons/file-code";
import FileDown from "lucide-react/icons/file-down";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Send from "lucide-react/icons/send";
import { useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { Field } from "../components/Field";
import { adminDocumentHref } from "../components/OrderDocuments";
import { useOre } from "../components/OrderLines";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { backofficeMeta, copenhagenDateTime, withQuery } from "../lib/backoffice";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { usePageActions } from "../lib/session";
import type { PageData } from "../lib/types";
import type { BackofficeData } from "../generated/BackofficeData";
import type { Booking } from "../generated/Booking";
import type { Ledger } from "../generated/Ledger";
import type { LedgerRow } from "../generated/LedgerRow";
import type { LedgerTotals as Totals } from "../generated/LedgerTotals";

type Data = PageData<BackofficeData<Ledger>>;

function kindPath(row: LedgerRow): string {
  return row.kind === "invoice" ? "invoice" : "credit-note";
}

function KindLabel({ row }: { row: LedgerRow }) {
  const t = useT();
  return <>{row.kind === "invoice" ? t("backoffice-invoices-kind-invoice") : t("backoffice-invoices-kind-credit-note")}</>;
}

/** A document's hand-off to the bookkeeping system: booked with its voucher, waiting
 * (with its attempts and last error once it has tried), or failed with the reason and
 * "Prøv igen", which puts its job back and reloads the page's data. */
function BookingCell({ data, row, booking }: { data: Data; row: LedgerRow; booking: Booking }) {
  const t = useT();
  const toast = useToast();
  const { navigateFresh } = usePageActions();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  // The number as a string: a document number is a name, not a quantity.
  const named = row.kind === "invoice"
    ? t("backoffice-invoices-booking-invoice", { number: String(row.number) })
    : t("backoffice-invoices-booking-credit-note", { number: String(row.number) });
  const retry = async (job: string) => {
    setBusy(true);
    const res = await api<{ id: string; state: string }>("POST", `/api/admin/jobs/${encodeURIComponent(job)}/retry`, data.lang);
    setBusy(false);
    if (res.ok) {
      toast({ title: t("backoffice-invoices-booking-retried", { document: named }), description: t("backoffice-jobs-retried-text"), variant: "success" });
      navigateFresh(pathname + search);
    } else {
      toast({ title: t("backoffice-jobs-retry-failed"), description: res.error.error, variant: "destructive" });
    }
  };
  switch (booking.state) {
    case "booked":
      return (
        <div className="bookkeeping bookkeeping-booked">
          {booking.system
            ? t("backoffice-invoices-booked", { system: booking.system, voucher: booking.voucher ?? "" })
            : t("backoffice-invoices-booked-voucher", { voucher: booking.voucher ?? "" })}
        </div>
      );
    case "waiting":
      return (
        <div className="bookkeeping bookkeeping-waiting">
          <span className="status status-pending">{t("backoffice-invoices-booking-waiting")}</span>
          {booking.attempts > 0 && (
            <span className="muted bookkeeping-detail">
              {t("backoffice-invoices-booking-attempt", { count: booking.attempts })}
              {booking.error && <>: <code>{booking.error}</code></>}
            </span>
          )}
        </div>
      );
    default:
      return (
        <div className="bookkeeping bookkeeping-failed">
          <span className="bookkeeping-error">{t("backoffice-invoices-booking-failed", { error: booking.error ?? "" })}</span>
          {booking.job && (
            <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void retry(booking.job!)}
              aria-label={t("backoffice-invoices-booking-retry-label", { document: named })}>
              <RotateCcw size={16} aria-hidden /> {t("backoffice-jobs-retry")}
            </button>
          )}
        </div>
      );
  }
}

function TotalsCard({ title, totals, id }: { title: string; totals: Totals; id: string }) {
  const t = useT();
  const ore = useOre();
  return (
    <div className="card invoices-total" data-totals={id}>
      <h3>{title}</h3>
      <p className="muted">{t("backoffice-invoices-count", { count: totals.count })}</p>
      <dl>
        <dt>{t("backoffice-invoices-net")}</dt>
        <dd data-field="net">{ore(totals.net)}</dd>
        <dt>{t("backoffice-invoices-vat")}</dt>
        <dd data-field="vat">{ore(totals.vat)}</dd>
        <dt>{t("backoffice-invoices-gross")}</dt>
        <dd data-field="gross">{ore(totals.gross)}</dd>
      </dl>
    </div>
  );
}

function Waiting({ data, rows }: { data: Data; rows: LedgerRow[] }) {
  const t = useT();
  const toast = useToast();
  const [sent, setSent] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState("");
  const markSent = async (row: LedgerRow) => {
    const id = `${kindPath(row)}-${row.number}`;
    setBusy(id);
    const res = await api<{ sentAt: string }>("POST", `/api/admin/documents/${kindPath(row)}/${row.number}/sent`, data.lang);
    setBusy("");
    if (res.ok) {
      setSent({ ...sent, [id]: true });
      toast({ title: t("backoffice-invoices-marked-sent", { number: row.number }), variant: "success" });
    } else {
      toast({ title: t("backoffice-invoices-mark-failed"), description: res.error.error, variant: "destructive" });
    }
  };
  return (
    <section className="card invoices-waiting" aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">{t("backoffice-invoices-waiting")}</h2>
      <p className="muted">{t("backoffice-invoices-waiting-intro")}</p>
      {rows.length === 0 ? (
        <p className="muted">{t("backoffice-invoices-waiting-empty")}</p>
      ) : (
        <ul className="invoices-waiting-list">
          {rows.map((row) => {
            const id = `${kindPath(row)}-${row.number}`;
            return (
              <li key={id} data-waiting={id}>
                <span>
                  <strong><KindLabel row={row} /> {row.number}</strong> · {row.customer} · EAN {row.ean}
                  {row.delivery === "rejected" && (
                    <span className="invoices-rejected">
                      {" "}<span className="status status-failed">{t("backoffice-invoices-rejected")}</span> {row.deliveryReason}
                    </span>
                  )}
                </span>
                <span className="invoices-waiting-actions">
                  <a className="button button-outline button-small" href={`/api/admin/documents/${kindPath(row)}/${row.number}.xml`} download>
                    <FileCode size={16} aria-hidden /> {t("backoffice-invoices-xml")}
                  </a>
                  {sent[id] ? (
                    <span className="status status-completed">{t("backoffice-invoices-sent")}</span>
                  ) : (
                    <button type="button" className="button button-primary button-small" disabled={busy === id} onClick={() => void markSent(row)}>
                      <Send size={16} aria-hidden /> {t("backoffice-invoices-mark-sent")}
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Invoices({ data, ledger }: { data: Data; ledger: Ledger }) {
  const t = useT();
  const ore = useOre();
  const exportHref = withQuery("/api/admin/documents/export", { from: ledger.from, to: ledger.to });
  // No column where the shop hands nothing to a bookkeeping system (BOOKKEEPING=none).
  const bookkeeping = ledger.rows.some((row) => row.booking != null);
  return (
    <>
      <p className="lead">{t("backoffice-invoices-intro")}</p>
      <div className="backoffice-toolbar">
        <Form method="get" action="/admin/invoices" className="invoices-period">
          <Field label={t("backoffice-invoices-from")} type="date" name="from" defaultValue={ledger.from} required />
          <Field label={t("backoffice-invoices-to")} type="date" name="to" defaultValue={ledger.to} required />
          <button type="submit" className="button button-outline button-small">{t("backoffice-invoices-show")}</button>
        </Form>
        <a className="button button-primary button-small" href={exportHref} download>
          <Download size={16} aria-hidden /> {t("backoffice-invoices-export")}
        </a>
      </div>
      <div className="invoices-totals">
        <TotalsCard id="invoices" title={t("backoffice-invoices-invoices")} totals={ledger.invoices} />
        <TotalsCard id="credit-notes" title={t("backoffice-invoices-credit-notes")} totals={ledger.creditNotes} />
        <TotalsCard id="balance" title={t("backoffice-invoices-balance")} totals={ledger.balance} />
      </div>
      <Waiting data={data} rows={ledger.waiting} />
      <section className="card" aria-labelledby="documents-heading">
        <h2 id="documents-heading">
          {t("backoffice-invoices-period", { from: ledger.from, to: ledger.to })}{" "}
          <span className="muted backoffice-count">{t("backoffice-results", { count: ledger.rows.length })}</span>
        </h2>
        {ledger.truncated && <p className="muted">{t("backoffice-invoices-truncated", { count: ledger.rows.length })}</p>}
        {ledger.rows.length === 0 ? (
          <p className="muted">{t("backoffice-invoices-empty")}</p>
        ) : (
          <div className="table-scroll">
            <table className="backoffice-table invoices-table" aria-labelledby="documents-heading">
              <thead>
                <tr>
                  <th scope="col">{t("backoffice-invoices-document")}</th>
                  <th scope="col">{t("backoffice-invoices-date")}</th>
                  <th scope="col">{t("backoffice-invoices-order")}</th>
                  <th scope="col">{t("backoffice-invoices-customer")}</th>
                  <th scope="col" className="numeric">{t("backoffice-invoices-net")}</th>
                  <th scope="col" className="numeric">{t("backoffice-invoices-vat")}</th>
                  <th scope="col" className="numeric">{t("backoffice-invoices-gross")}</th>
                  {bookkeeping && <th scope="col">{t("backoffice-invoices-booking")}</th>}
                  <td />
                </tr>
              </thead>
              <tbody>
                {ledger.rows.map((row) => {
                  const issued = copenhagenDateTime(row.issuedAt, data.lang);
                  return (
                    <tr key={`${row.kind}-${row.number}`} data-document={`${kindPath(row)}-${row.number}`}>
                      <td data-label={t("backoffice-invoices-document")}>
                        <div>
                          <KindLabel row={row} /> {row.number}
                          {row.corrects != null && <span className="muted"> · {t("backoffice-invoices-corrects", { number: row.corrects })}</span>}
                          {row.delivery === "ready" && <span className="status status-pending">{t("backoffice-invoices-ready")}</span>}
                          {row.delivery === "sent" && (
                            <span className="status status-completed" title={row.deliveryReference ?? undefined}>{t("backoffice-invoices-sent")}</span>
                          )}
                          {row.delivery === "rejected" && <span className="status status-failed">{t("backoffice-invoices-rejected")}</span>}
                        </div>
                      </td>
                      <td data-label={t("backoffice-invoices-date")}><div>{issued.date}</div></td>
                      <td data-label={t("backoffice-invoices-order")}>
                        <div><Link to={withQuery("/admin/orders", { q: row.orderNumber })}>{row.orderNumber}</Link></div>
                      </td>
                      <td data-label={t("backoffice-invoices-customer")}><div>{row.customer}</div></td>
                      <td data-label={t("backoffice-invoices-net")} className="numeric"><div>{ore(row.net)}</div></td>
                      <td data-label={t("backoffice-invoices-vat")} className="numeric"><div>{ore(row.vat)}</div></td>
                      <td data-label={t("backoffice-invoices-gross")} className="numeric"><div>{ore(row.gross)}</div></td>
                      {bookkeeping && (
                        <td data-label={t("backoffice-invoices-booking")} className="invoices-booking backoffice-break">
                          {row.booking ? <BookingCell data={data} row={row} booking={row.booking} /> : <div className="muted">–</div>}
                        </td>
                      )}
                      <td className="backoffice-row-action">
                        <a className="button button-outline button-small" href={adminDocumentHref(row)} download
                          aria-label={t("backoffice-invoices-pdf-label", { number: row.number })}>
                          <FileDown size={16} aria-hidden /> PDF
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

export default function InvoicesPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(ledger) => <Invoices data={data} ledger={ledger} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<Ledger>>["meta"] = backofficeMeta;
