// /admin/jobs: the background job queue (mail, payments followed, bookkeeping
// hand-offs, e-invoices): what
// failed with its last error, what waits and what is being done, and "Prøv igen" for
// what stopped. Administrators only (the server decides).
import RefreshCw from "lucide-react/icons/refresh-cw";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { MAIL_KINDS, backofficeMeta, copenhagenDateTime, withQuery } from "../lib/backoffice";
import { type T, useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { usePageActions } from "../lib/session";
import type { Lang, PageData } from "../lib/types";
import type { BackofficeData } from "../generated/BackofficeData";
import type { Job } from "../generated/Job";
import type { JobKind } from "../generated/JobKind";
import type { JobState } from "../generated/JobState";
import type { JobsContent } from "../generated/JobsContent";

type Data = PageData<BackofficeData<JobsContent>>;

/** The filters, in the order they are shown: "" is the open jobs (failed, running and
 * waiting), the server's default. */
const FILTERS = ["", "failed", "waiting", "running", "done"] as const;
const OPEN: readonly JobState[] = ["failed", "running", "waiting"];
/** The kinds, in the order they are shown: "" is every kind. */
const KINDS: readonly ("" | JobKind)[] = ["", "mail", "payment", "bookkeeping", "e_invoice"];
const BADGE: Record<JobState, string> = { done: "status-completed", failed: "status-failed", waiting: "status-pending", running: "status-other" };

/** A job's document, from its payload ({document, kind, number}). */
function jobDocument(payload: unknown): { kind: "invoice" | "credit_note"; number: number } | null {
  if (typeof payload !== "object" || payload === null) return null;
  const { kind, number } = payload as { kind?: unknown; number?: unknown };
  if ((kind !== "invoice" && kind !== "credit_note") || typeof number !== "number") return null;
  return { kind, number };
}

/** What a job does, as the business reads it: "Bogføring: Faktura 12"; the key for
 * what the page does not know. */
function jobTitle(job: Job, t: T): string {
  const payload = (typeof job.payload === "object" && job.payload !== null ? job.payload : {}) as Record<string, unknown>;
  if (job.kind === "mail" && typeof payload.letter === "string") {
    const letter = MAIL_KINDS.includes(payload.letter) ? t(`backoffice-outbox-kind-${payload.letter}`) : payload.letter;
    return t("backoffice-jobs-mail", { letter });
  }
  if (job.kind === "payment" && typeof payload.order === "string") return t("backoffice-jobs-payment", { number: payload.order });
  // The document kinds carry their document: booked, or sent as an e-invoice.
  const doc = jobDocument(job.payload);
  if (!doc) return job.key;
  const what = job.kind === "e_invoice" ? "e-invoice" : "bookkeeping";
  // The number as a string: a document number is a name, not a quantity ("1042", not "1.042").
  return doc.kind === "invoice"
    ? t(`backoffice-jobs-${what}-invoice`, { number: String(doc.number) })
    : t(`backoffice-jobs-${what}-credit-note`, { number: String(doc.number) });
}

function JobBadge({ state }: { state: JobState }) {
  const t = useT();
  return <span className={`status ${BADGE[state] ?? "status-other"}`}>{t(`backoffice-jobs-state-${state}`)}</span>;
}

/** A time in Unix ms as the back office writes it: "29. november 2026 kl. 10:43". */
function when(ms: number, lang: Lang, t: T): string {
  return t("backoffice-date-time", copenhagenDateTime(new Date(ms).toISOString(), lang));
}

/** When a job is due, started, finished or stopped, by its state. */
function JobTime({ job, lang }: { job: Job; lang: Lang }) {
  const t = useT();
  const main = (() => {
    switch (job.state) {
      case "waiting":
        return t("backoffice-jobs-due", { when: when(job.runAt, lang, t) });
      case "running":
        return t("backoffice-jobs-started", { when: when(job.updatedMs, lang, t) });
      case "done":
        return t("backoffice-jobs-finished", { when: when(job.finishedMs ?? job.updatedMs, lang, t) });
      default:
        return t("backoffice-jobs-stopped", { when: when(job.finishedMs ?? job.updatedMs, lang, t) });
    }
  })();
  return (
    <div>
      {main}
      <span className="muted backoffice-sent-at">{t("backoffice-jobs-created", { when: when(job.createdMs, lang, t) })}</span>
    </div>
  );
}

function JobRow({ job, data, reload }: { job: Job; data: Data; reload: () => void }) {
  const t = useT();
  const toast = useToast();
  const [shown, setShown] = useState(job);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown(job), [job]);
  const title = jobTitle(shown, t);

  const retry = async () => {
    setBusy(true);
    const res = await api<{ id: string; state: JobState }>("POST", `/api/admin/jobs/${encodeURIComponent(shown.id)}/retry`, data.lang);
    setBusy(false);
    if (res.ok) {
      setShown({ ...shown, state: res.data.state, attempts: 0 });
      toast({ title: t("backoffice-jobs-retried", { job: title }), description: t("backoffice-jobs-retried-text"), variant: "success" });
      reload();
    } else {
      toast({ title: t("backoffice-jobs-retry-failed"), description: res.error.error, variant: "destructive" });
    }
  };

  // Each cell's content is one element: on phones the cell is a grid of its label and it.
  return (
    <tr data-job={shown.id} data-kind={shown.kind} data-state={shown.state}>
      <td data-label={t("backoffice-jobs-what")} className="jobs-what">
        <div>
          <strong>{title}</strong>
        </div>
      </td>
      <td data-label={t("backoffice-status")}>
        <div>
          <JobBadge state={shown.state} />
        </div>
      </td>
      <td data-label={t("backoffice-jobs-attempts")}>
        <div>{shown.attempts}</div>
      </td>
      <td data-label={t("backoffice-jobs-error")} className="backoffice-break jobs-error">
        <div>{shown.lastError ? <code>{shown.lastError}</code> : "–"}</div>
      </td>
      <td data-label={t("backoffice-jobs-when")} className="jobs-when">
        <JobTime job={shown} lang={data.lang} />
      </td>
      <td className="backoffice-row-action">
        {(shown.state === "failed" || shown.state === "waiting") && (
          <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void retry()}
            aria-label={t("backoffice-jobs-retry-label", { job: title })}>
            <RotateCcw size={16} aria-hidden /> {t("backoffice-jobs-retry")}
          </button>
        )}
      </td>
    </tr>
  );
}

/** A row of filter links with their counts, the current one marked; `empty` names the
 * value "" in the links' class. */
function FilterNav({ label, className, current, empty, options }: {
  label: string;
  className?: string;
  current: string;
  empty: string;
  options: { value: string; label: string; count: number; to: string }[];
}) {
  return (
    <nav className={className ? `status-filter ${className}` : "status-filter"} aria-label={label}>
      <ul>
        {options.map((o) => (
          <li key={o.value}>
            <Link to={o.to} aria-current={current === o.value ? "page" : undefined} className={`status-filter-link status-filter-${o.value || empty}`}>
              {o.label} <span className="status-filter-count">{o.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Jobs({ data, content }: { data: Data; content: JobsContent }) {
  const t = useT();
  const { navigateFresh } = usePageActions();
  const current = content.state ?? "";
  const kind = content.kind ?? "";
  // The counts of the kind shown (of all when none is chosen).
  const count = (states: readonly JobState[], of: "" | JobKind = kind) =>
    content.counts.filter((c) => states.includes(c.state) && (!of || c.kind === of)).reduce((n, c) => n + c.count, 0);
  const here = withQuery("/admin/jobs", { kind, state: current });
  const reload = () => navigateFresh(here);
  const filters = FILTERS.map((f) => ({ value: f, label: t(`backoffice-jobs-filter-${f || "open"}`), count: count(f ? [f] : OPEN) }));
  const kinds = KINDS.map((k) => ({ value: k, label: t(`backoffice-jobs-kind-${k || "all"}`), count: count(current ? [current] : OPEN, k) }));
  return (
    <>
      <p className="lead">{t("backoffice-jobs-intro")}</p>
      <FilterNav label={t("backoffice-jobs-kind")} className="jobs-kinds" current={kind} empty="all"
        options={kinds.map((k) => ({ ...k, to: withQuery("/admin/jobs", { kind: k.value, state: current }) }))} />
      <div className="backoffice-toolbar">
        <FilterNav label={t("backoffice-jobs-filter")} current={current} empty="open"
          options={filters.map((f) => ({ ...f, to: withQuery("/admin/jobs", { kind, state: f.value }) }))} />
        <button type="button" className="button button-outline button-small" onClick={reload}>
          <RefreshCw size={16} aria-hidden /> {t("backoffice-refresh")}
        </button>
      </div>
      <section className="card" aria-labelledby="jobs-heading">
        <h2 id="jobs-heading">
          {t(`backoffice-jobs-filter-${current || "open"}`)}{" "}
          <span className="muted backoffice-count">{t("backoffice-results", { count: content.jobs.length })}</span>
        </h2>
        {content.jobs.length === 0 ? (
          <p className="muted">{current ? t("backoffice-jobs-empty") : t("backoffice-jobs-empty-open")}</p>
        ) : (
          <div className="table-scroll">
            <table className="backoffice-table jobs-table" aria-labelledby="jobs-heading">
              <thead>
                <tr>
                  <th scope="col">{t("backoffice-jobs-what")}</th>
                  <th scope="col">{t("backoffice-status")}</th>
                  <th scope="col">{t("backoffice-jobs-attempts")}</th>
                  <th scope="col">{t("backoffice-jobs-error")}</th>
                  <th scope="col">{t("backoffice-jobs-when")}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {content.jobs.map((job) => (
                  <JobRow key={job.id} job={job} data={data} reload={reload} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

export default function JobsPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(content) => <Jobs data={data} content={content} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<JobsContent>>["meta"] = backofficeMeta;
