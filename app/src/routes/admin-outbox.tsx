// /admin/outbox: every mail the site sent, queued or failed to send, with the reason,
// and a retry for what did not go. Administrators only (the server decides).
import RefreshCw from "lucide-react/icons/refresh-cw";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { MAIL_KINDS, backofficeMeta, copenhagenDateTime, withQuery } from "../lib/backoffice";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { usePageActions } from "../lib/session";
import type { PageData } from "../lib/types";
import type { BackofficeData } from "../generated/BackofficeData";
import type { OutboxContent } from "../generated/OutboxContent";
import type { OutboxEntry } from "../generated/OutboxEntry";

type Data = PageData<BackofficeData<OutboxContent>>;
const STATUSES = ["queued", "sent", "failed"] as const;
const BADGE: Record<string, string> = { sent: "status-completed", failed: "status-failed", queued: "status-pending" };

function MailStatus({ status }: { status: string }) {
  const t = useT();
  const known = (STATUSES as readonly string[]).includes(status);
  return <span className={`status ${BADGE[status] ?? "status-other"}`}>{known ? t(`backoffice-outbox-status-${status}`) : status}</span>;
}

function OutboxRow({ entry, data }: { entry: OutboxEntry; data: Data }) {
  const t = useT();
  const toast = useToast();
  const [shown, setShown] = useState(entry);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown(entry), [entry]);

  const retry = async () => {
    setBusy(true);
    const res = await api<{ status: string }>("POST", `/api/admin/outbox/${encodeURIComponent(entry.id)}/retry`, data.lang);
    setBusy(false);
    if (res.ok) {
      setShown({ ...shown, status: res.data.status, attempts: 0 });
      toast({ title: t("backoffice-outbox-retried"), description: t("backoffice-outbox-retried-text"), variant: "success" });
    } else {
      toast({ title: t("backoffice-outbox-retry-failed"), description: res.error.error, variant: "destructive" });
    }
  };

  const created = copenhagenDateTime(shown.createdAt, data.lang);
  const sent = shown.sentAt ? copenhagenDateTime(shown.sentAt, data.lang) : null;
  // Each cell's content is one element: on phones the cell is a grid of its label and it.
  return (
    <tr>
      <td data-label={t("backoffice-outbox-created")}>
        <div>
          {t("backoffice-date-time", created)}
          {sent && (
            <span className="muted backoffice-sent-at">
              {sent.date === created.date ? t("backoffice-outbox-sent-time", { time: sent.time }) : t("backoffice-outbox-sent-at", { date: t("backoffice-date-time", sent) })}
            </span>
          )}
        </div>
      </td>
      <td data-label={t("backoffice-outbox-kind")}>
        <div>{MAIL_KINDS.includes(shown.kind) ? t(`backoffice-outbox-kind-${shown.kind}`) : shown.kind}</div>
      </td>
      <td data-label={t("backoffice-outbox-recipient")} className="backoffice-break">
        <div>{shown.recipient}</div>
      </td>
      <td data-label={t("backoffice-outbox-subject")}>
        <div>{shown.subject}</div>
      </td>
      <td data-label={t("backoffice-status")}>
        <div>
          <MailStatus status={shown.status} />
        </div>
      </td>
      <td data-label={t("backoffice-outbox-attempts")}>
        <div>{shown.attempts}</div>
      </td>
      <td data-label={t("backoffice-outbox-error")} className="backoffice-break">
        <div>{shown.lastError ? <code>{shown.lastError}</code> : "–"}</div>
      </td>
      <td className="backoffice-row-action">
        {(shown.status === "failed" || shown.status === "queued") && (
          <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void retry()}
            aria-label={t("backoffice-outbox-retry-label", { subject: shown.subject, recipient: shown.recipient })}>
            <RotateCcw size={16} aria-hidden /> {t("backoffice-outbox-retry")}
          </button>
        )}
      </td>
    </tr>
  );
}

function Outbox({ data, content }: { data: Data; content: OutboxContent }) {
  const t = useT();
  const { navigateFresh } = usePageActions();
  const count = (status: string) => content.counts.find((c) => c.status === status)?.count ?? 0;
  const total = content.counts.reduce((n, c) => n + c.count, 0);
  const current = (STATUSES as readonly string[]).includes(content.status) ? content.status : "";
  const filters = [{ value: "", label: t("backoffice-outbox-all"), count: total }, ...STATUSES.map((s) => ({ value: s, label: t(`backoffice-outbox-status-${s}`), count: count(s) }))];
  return (
    <>
      <p className="lead">{t("backoffice-outbox-intro")}</p>
      <div className="backoffice-toolbar">
        <nav className="status-filter" aria-label={t("backoffice-outbox-filter")}>
          <ul>
            {filters.map((f) => (
              <li key={f.value}>
                <Link to={withQuery("/admin/outbox", { status: f.value })} aria-current={current === f.value ? "page" : undefined}
                  className={`status-filter-link status-filter-${f.value || "all"}`}>
                  {f.label} <span className="status-filter-count">{f.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="button button-outline button-small" onClick={() => navigateFresh(withQuery("/admin/outbox", { status: current }))}>
          <RefreshCw size={16} aria-hidden /> {t("backoffice-refresh")}
        </button>
      </div>
      <p className="muted backoffice-transport">{t("backoffice-outbox-transport", { transport: content.transport })}</p>
      <section className="card" aria-labelledby="outbox-heading">
        <h2 id="outbox-heading">
          {current ? t(`backoffice-outbox-status-${current}`) : t("backoffice-outbox-all")}{" "}
          <span className="muted backoffice-count">{t("backoffice-results", { count: content.entries.length })}</span>
        </h2>
        {content.entries.length === 0 ? (
          <p className="muted">{t("backoffice-outbox-empty")}</p>
        ) : (
          <div className="table-scroll">
            <table className="backoffice-table outbox-table" aria-labelledby="outbox-heading">
              <thead>
                <tr>
                  <th scope="col">{t("backoffice-outbox-created")}</th>
                  <th scope="col">{t("backoffice-outbox-kind")}</th>
                  <th scope="col">{t("backoffice-outbox-recipient")}</th>
                  <th scope="col">{t("backoffice-outbox-subject")}</th>
                  <th scope="col">{t("backoffice-status")}</th>
                  <th scope="col">{t("backoffice-outbox-attempts")}</th>
                  <th scope="col">{t("backoffice-outbox-error")}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {content.entries.map((e) => (
                  <OutboxRow key={e.id} entry={e} data={data} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

export default function OutboxPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(content) => <Outbox data={data} content={content} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<OutboxContent>>["meta"] = backofficeMeta;
