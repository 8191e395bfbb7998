// /admin/requests: what visitors sent through the quote and contact forms, newest
// first, with a status (new/handled), a reply by mail and CSV downloads; and the
// newsletter's subscribers. Administrators only (the server decides).
import Briefcase from "lucide-react/icons/briefcase";
import Check from "lucide-react/icons/check";
import Download from "lucide-react/icons/download";
import Reply from "lucide-react/icons/reply";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { useEffect, useState } from "react";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { FilterForm } from "../components/FilterForm";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { backofficeMeta, copenhagenDateTime } from "../lib/backoffice";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { Lang, PageData } from "../lib/types";
import type { BackofficeData } from "../generated/BackofficeData";
import type { RequestEntry } from "../generated/RequestEntry";
import type { RequestsContent } from "../generated/RequestsContent";
import type { Subscriber } from "../generated/Subscriber";

type Data = PageData<BackofficeData<RequestsContent>>;

function useWhen(lang: Lang) {
  const t = useT();
  return (iso: string) => t("backoffice-date-time", copenhagenDateTime(iso, lang));
}

function RequestStatus({ status }: { status: string }) {
  const t = useT();
  if (status === "new") return <span className="status status-pending">{t("backoffice-request-new")}</span>;
  if (status === "handled") return <span className="status status-completed">{t("backoffice-request-handled")}</span>;
  return <span className="status status-other">{status}</span>;
}

function RequestCard({ entry, data }: { entry: RequestEntry; data: Data }) {
  const t = useT();
  const toast = useToast();
  const when = useWhen(data.lang);
  const [shown, setShown] = useState(entry);
  const [busy, setBusy] = useState(false);
  useEffect(() => setShown(entry), [entry]);
  const heading = `request-${entry.id}`;
  const next = shown.status === "handled" ? "new" : "handled";

  const keepAsCase = async () => {
    setBusy(true);
    const res = await api<{ case: boolean }>("PUT", `/api/admin/requests/${encodeURIComponent(entry.id)}/case`, data.lang, { case: !shown.case });
    setBusy(false);
    if (res.ok) {
      setShown({ ...shown, case: res.data.case });
      toast({ title: t(res.data.case ? "backoffice-case-kept" : "backoffice-case-released"), description: shown.name, variant: "success" });
    } else {
      toast({ title: t("backoffice-mark-failed"), description: res.error.error, variant: "destructive" });
    }
  };

  const mark = async () => {
    setBusy(true);
    const res = await api<{ status: string; handledAt: string | null }>("PUT", `/api/admin/requests/${encodeURIComponent(entry.id)}/status`, data.lang, { status: next });
    setBusy(false);
    if (res.ok) {
      setShown({ ...shown, status: res.data.status, handledAt: res.data.handledAt });
      toast({ title: t(next === "handled" ? "backoffice-marked-handled" : "backoffice-marked-new"), description: shown.name, variant: "success" });
    } else {
      toast({ title: t("backoffice-mark-failed"), description: res.error.error, variant: "destructive" });
    }
  };

  const subject = t("backoffice-reply-subject", { name: data.site.name });
  const mailto = `mailto:${shown.email}?subject=${encodeURIComponent(subject)}`;
  return (
    <li className="card backoffice-card">
      <div className="backoffice-card-head">
        <span className={`kind-badge kind-${shown.kind}`}>{shown.kind === "quote" || shown.kind === "contact" ? t(`backoffice-kind-${shown.kind}`) : shown.kind}</span>
        <h3 id={heading}>{shown.name}</h3>
        <RequestStatus status={shown.status} />
        {shown.case && <span className="status status-other">{t("backoffice-case")}</span>}
      </div>
      <dl className="backoffice-facts">
        <div>
          <dt>{t("backoffice-request-email")}</dt>
          <dd><a href={`mailto:${shown.email}`}>{shown.email}</a></dd>
        </div>
        {shown.phone && (
          <div>
            <dt>{t("backoffice-request-phone")}</dt>
            <dd><a href={`tel:${shown.phone.replace(/\s+/g, "")}`}>{shown.phone}</a></dd>
          </div>
        )}
        <div>
          <dt>{t("backoffice-request-language")}</dt>
          <dd>{t(`lang-${shown.lang}`)}</dd>
        </div>
        <div>
          <dt>{t("backoffice-request-received")}</dt>
          <dd>
            {when(shown.createdAt)}
            {shown.status === "handled" && shown.handledAt && (
              <span className="muted"> · {t("backoffice-request-handled-at", { date: when(shown.handledAt) })}</span>
            )}
          </dd>
        </div>
        <div className="backoffice-fact-wide">
          <dt>{t("backoffice-request-message")}</dt>
          <dd className="request-message">{shown.message}</dd>
        </div>
      </dl>
      <p className="button-row backoffice-actions">
        <a className="button button-primary button-small" href={mailto} aria-describedby={heading}>
          <Reply size={16} aria-hidden /> {t("backoffice-reply")}
        </a>
        <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void mark()} aria-describedby={heading}>
          {next === "handled" ? <Check size={16} aria-hidden /> : <RotateCcw size={16} aria-hidden />}
          {t(next === "handled" ? "backoffice-mark-handled" : "backoffice-mark-new")}
        </button>
        <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void keepAsCase()}
          aria-describedby={heading} aria-pressed={shown.case} title={t("backoffice-case-hint")}>
          <Briefcase size={16} aria-hidden /> {t("backoffice-keep-as-case")}
        </button>
      </p>
    </li>
  );
}

function Subscribers({ subscribers, lang }: { subscribers: Subscriber[]; lang: Lang }) {
  const t = useT();
  const when = useWhen(lang);
  return (
    <section className="card" aria-labelledby="subscribers-heading">
      <h2 id="subscribers-heading">
        {t("backoffice-subscribers-heading")} <span className="muted backoffice-count">({subscribers.length})</span>
      </h2>
      {subscribers.length === 0 ? (
        <p className="muted">{t("backoffice-subscribers-empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="backoffice-table" aria-labelledby="subscribers-heading">
            <thead>
              <tr>
                <th scope="col">{t("backoffice-subscriber-email")}</th>
                <th scope="col">{t("backoffice-subscriber-language")}</th>
                <th scope="col">{t("backoffice-subscriber-date")}</th>
                <th scope="col">{t("backoffice-subscriber-code")}</th>
                <th scope="col">{t("backoffice-subscriber-status")}</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.email}>
                  <td data-label={t("backoffice-subscriber-email")} className="backoffice-break">
                    <div><a href={`mailto:${s.email}`}>{s.email}</a></div>
                  </td>
                  <td data-label={t("backoffice-subscriber-language")}><div>{t(`lang-${s.lang}`)}</div></td>
                  <td data-label={t("backoffice-subscriber-date")}><div>{when(s.createdAt)}</div></td>
                  <td data-label={t("backoffice-subscriber-code")}><div>{s.discountCode ? <code>{s.discountCode}</code> : "–"}</div></td>
                  <td data-label={t("backoffice-subscriber-status")}><div>{t(`backoffice-subscriber-status-${s.status}`)}</div></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Requests({ data, content }: { data: Data; content: RequestsContent }) {
  const t = useT();
  const { filter, requests, subscribers } = content;
  const all = { value: "", label: t("backoffice-filter-all") };
  return (
    <>
      <p className="lead">{t("backoffice-requests-intro")}</p>
      <FilterForm
        path="/admin/requests"
        q={filter.q}
        searchLabel={t("backoffice-requests-search")}
        selects={[
          { name: "kind", label: t("backoffice-kind"), value: filter.kind, options: [all, { value: "quote", label: t("backoffice-kind-quote") }, { value: "contact", label: t("backoffice-kind-contact") }] },
          { name: "status", label: t("backoffice-status"), value: filter.status, options: [all, { value: "new", label: t("backoffice-request-new") }, { value: "handled", label: t("backoffice-request-handled") }] },
        ]}
      />
      <section aria-labelledby="requests-heading" className="backoffice-section">
        <h2 id="requests-heading">
          {t("backoffice-requests-heading")} <span className="muted backoffice-count">{t("backoffice-results", { count: requests.length })}</span>
        </h2>
        {requests.length === 0 ? (
          <p className="card muted">{t("backoffice-requests-empty")}</p>
        ) : (
          <ul className="backoffice-list">
            {requests.map((r) => (
              <RequestCard key={r.id} entry={r} data={data} />
            ))}
          </ul>
        )}
      </section>
      <Subscribers subscribers={subscribers} lang={data.lang} />
      <section className="card" aria-labelledby="downloads-heading">
        <h2 id="downloads-heading">{t("backoffice-downloads-heading")}</h2>
        <p className="button-row backoffice-downloads">
          {(["quotes", "contacts", "newsletter"] as const).map((what) => (
            <a key={what} className="button button-outline" href={`/api/admin/requests/export?what=${what}`} download>
              <Download size={18} aria-hidden /> {t(`backoffice-download-${what}`)}
            </a>
          ))}
        </p>
      </section>
    </>
  );
}

export default function RequestsPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(content) => <Requests data={data} content={content} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<RequestsContent>>["meta"] = backofficeMeta;
