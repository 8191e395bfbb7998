// The admin pages. The server decides access: no session -> /auth; no admin role ->
// status 403 and 'Access Denied'; an admin whose session has not passed the second
// factor -> 403 and what to do about it. Admins see the Translation Manager or the Coverage
// Report, both from the same coverage data.
import Check from "lucide-react/icons/check";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import Download from "lucide-react/icons/download";
import Languages from "lucide-react/icons/languages";
import Loader2 from "lucide-react/icons/loader-2";
import Save from "lucide-react/icons/save";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { AccessDenied } from "../components/AccessDenied";
import { AdminNav } from "../components/AdminNav";
import { Flag } from "../components/Flag";
import { SecondFactorRequired } from "../components/SecondFactorRequired";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { usePageActions } from "../lib/session";
import type { AdminData } from "../generated/AdminData";
import type { Coverage } from "../generated/Coverage";
import type { Progress } from "../generated/Progress";
import type { ReviewEntry } from "../generated/ReviewEntry";
import { LANGS, type Lang, type PageData } from "../lib/types";


const POLL_MS = 500;
const running = (job: Progress | null | undefined) => job?.status === "idle" || job?.status === "translating";

/** Downloads each translated catalogue, as the run's result to commit. */
function downloadCatalogues(langs: readonly Lang[]) {
  langs.forEach((lang, n) => {
    setTimeout(() => {
      const a = document.createElement("a");
      a.href = `/api/admin/translations/${lang}.ftl`;
      a.download = `${lang}.ftl`;
      document.body.append(a);
      a.click();
      a.remove();
    }, n * 400);
  });
}

/** "Translate all from Danish": starts the server's job and follows it to the end. */
function TranslateAll({ data }: { data: PageData<AdminData> }) {
  const t = useT();
  const toast = useToast();
  const { navigateFresh } = usePageActions();
  const [job, setJob] = useState<Progress | null>(data.page.job ?? null);
  const [starting, setStarting] = useState(false);
  const following = useRef<number | null>(null);
  const provider = data.page.provider;
  const missing = (data.page.languages ?? []).reduce((n, c) => n + c.missing, 0);

  // Follows the job by polling until it ends (also a run started before this page
  // was opened: the job lives on the server).
  useEffect(() => {
    if (!job || !running(job) || following.current === job.id) return;
    following.current = job.id;
    let stopped = false;
    const poll = async () => {
      while (!stopped) {
        await new Promise((r) => setTimeout(r, POLL_MS));
        const res = await api<Progress>("GET", `/api/admin/translations/jobs/${job.id}`, data.lang);
        if (stopped) return;
        if (!res.ok) {
          // Gone (the server restarted) or no longer allowed: stop following it.
          if (res.status === 404 || res.status === 401 || res.status === 403) {
            setJob(null);
            return;
          }
          continue; // a network hiccup: try again
        }
        setJob(res.data);
        if (res.data.status === "complete") {
          const count = Object.values(res.data.translated).reduce((n, c) => n + (c ?? 0), 0);
          toast({ title: t("manager-complete"), description: t("manager-complete-text", { count }), variant: "success" });
          downloadCatalogues(["en", "de", "fr"]);
          navigateFresh("/admin/translations");
          return;
        }
        if (res.data.status === "error") {
          toast({ title: t("manager-error"), description: t("manager-error-kept"), variant: "destructive" });
          navigateFresh("/admin/translations");
          return;
        }
      }
    };
    void poll();
    return () => {
      stopped = true;
      following.current = null;
    };
  }, [job?.id, job?.status]); // eslint-disable-line react-hooks/exhaustive-deps

  const start = async () => {
    setStarting(true);
    const res = await api<Progress & { job?: Progress }>("POST", "/api/admin/translations/jobs", data.lang);
    setStarting(false);
    if (res.ok) setJob(res.data);
    else if (res.status === 409 && (res.error as { job?: Progress }).job) setJob((res.error as { job?: Progress }).job!);
    else toast({ title: t("manager-error"), description: res.error.error, variant: "destructive" });
  };

  const busy = starting || running(job);
  const shown = job;
  return (
    <div className="card manager-actions">
      <button type="button" className="button button-primary" disabled={!provider || busy} onClick={start} aria-describedby="translate-help">
        {busy ? <Loader2 size={18} className="spin" aria-hidden /> : <Languages size={18} aria-hidden />}
        {busy ? t("manager-translating") : t("manager-translate-all")}
      </button>
      {provider ? (
        <p id="translate-help" className="muted">
          {t("manager-provider", { name: provider })}
          {missing === 0 && !busy ? ` · ${t("manager-nothing-missing")}` : ""}
        </p>
      ) : (
        <div id="translate-help" className="muted">
          <p>{t("manager-no-provider")}</p>
          <p>{t("manager-no-provider-how")}</p>
        </div>
      )}
      {shown && (
        <div className="manager-progress" aria-live="polite">
          <progress max={Math.max(shown.total, 1)} value={shown.completed} aria-label={t("manager-progress-label")} />
          <p>
            <strong className="manager-counter">{t("manager-progress", { current: shown.current, total: shown.total })}</strong>
            {running(shown) && shown.currentLang && shown.currentKey && (
              <span className="muted"> · {t("manager-current", { lang: t(`lang-${shown.currentLang}`), key: shown.currentKey })}</span>
            )}
          </p>
          {shown.status === "complete" && (
            <p className="coverage-complete">
              <CheckCircle2 size={18} aria-hidden /> {t("manager-complete")}
            </p>
          )}
          {shown.status === "error" && (
            <div className="form-error" role="alert">
              <strong>{t("manager-error")}</strong>
              <p>{t("manager-error-kept")}</p>
              {shown.error && <code className="manager-error-detail">{shown.error}</code>}
            </div>
          )}
          {shown.rejected.length > 0 && (
            <div className="manager-rejected">
              <h3>{t("manager-rejected-heading")}</h3>
              <p className="muted">{t("manager-rejected-text")}</p>
              <ul>
                {shown.rejected.map((r) => (
                  <li key={`${r.lang}-${r.key}`}>
                    <Flag lang={r.lang} /> <code>{r.key}</code>: {r.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** One stored translation: the Danish text, the translation to edit, the actions. */
function ReviewRow({ entry, lang }: { entry: ReviewEntry; lang: Lang }) {
  const t = useT();
  const toast = useToast();
  const { navigateFresh } = usePageActions();
  const [value, setValue] = useState(entry.value);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/api/admin/translations/${entry.lang}/${encodeURIComponent(entry.key)}`;
  const act = async (method: string, url: string, done: string, body?: unknown) => {
    setBusy(true);
    const res = await api<unknown>(method, url, lang, body);
    setBusy(false);
    if (res.ok) {
      setError(null);
      toast({ title: t(done), variant: "success" });
      navigateFresh("/admin/translations");
    } else {
      const message = res.error.fields?.value ?? res.error.error;
      setError(message);
      toast({ title: t("manager-review-failed"), description: message, variant: "destructive" });
    }
  };
  const id = `review-${entry.lang}-${entry.key}`;
  return (
    <tr>
      <td>
        <Flag lang={entry.lang} /> <code>{entry.key}</code>
        <br />
        <span className={`review-status review-${entry.status}`}>{t(`manager-review-status-${entry.status}`)}</span>
      </td>
      <td className="review-source">{entry.source}</td>
      <td>
        <textarea
          id={id}
          aria-label={`${t("manager-review-translation")}: ${entry.key} (${entry.lang})`}
          value={value}
          rows={Math.min(6, value.split("\n").length + 1)}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
        <p className="button-row review-actions">
          {entry.status === "machine" && value === entry.value && (
            <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => act("POST", `${path}/approve`, "manager-review-approved")}>
              <Check size={16} aria-hidden /> {t("manager-review-approve")}
            </button>
          )}
          {value !== entry.value && (
            <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => act("PUT", path, "manager-review-saved", { value })}>
              <Save size={16} aria-hidden /> {t("manager-review-save")}
            </button>
          )}
          <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => act("DELETE", path, "manager-review-rejected")}>
            <X size={16} aria-hidden /> {t("manager-review-reject")}
          </button>
        </p>
      </td>
    </tr>
  );
}

function Review({ data }: { data: PageData<AdminData> }) {
  const t = useT();
  const entries = data.page.review ?? [];
  return (
    <div className="card">
      <h2>{t("manager-review-heading")}</h2>
      <p className="muted">{t("manager-review-intro")}</p>
      {entries.length === 0 ? (
        <p>{t("manager-review-empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="coverage-table review-table">
            <thead>
              <tr>
                <th scope="col">{t("coverage-key")}</th>
                <th scope="col">{t("manager-review-danish")}</th>
                <th scope="col">{t("manager-review-translation")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <ReviewRow key={`${e.lang}-${e.key}-${e.value}-${e.status}`} entry={e} lang={data.lang} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function CoverageCard({ c, detailed }: { c: Coverage; detailed: boolean }) {
  const t = useT();
  return (
    <article className="card coverage-card" aria-labelledby={`coverage-${c.lang}`}>
      <div className="coverage-head">
        <h2 id={`coverage-${c.lang}`}>
          <Flag lang={c.lang} /> {t(`lang-${c.lang}`)}
        </h2>
        <span className={`coverage-badge coverage-${c.badge}`}>
          {c.percentage} % · {t(`coverage-badge-${c.badge}`)}
        </span>
      </div>
      <progress max={100} value={c.percentage} aria-label={`${t(`lang-${c.lang}`)}: ${c.percentage} %`} />
      <p className="muted">
        {t("coverage-translated", { count: c.translated })} · {t("coverage-missing", { count: c.missing })}
      </p>
      {detailed &&
        (c.missing === 0 ? (
          <p className="coverage-complete">
            <CheckCircle2 size={18} aria-hidden /> {t("coverage-all-complete")}
          </p>
        ) : (
          <>
            <h3>{t("coverage-missing-heading")}</h3>
            <table className="coverage-table">
              <thead>
                <tr>
                  <th scope="col">{t("coverage-key")}</th>
                  <th scope="col">{t("coverage-source")}</th>
                </tr>
              </thead>
              <tbody>
                {c.missingKeys.map((m) => (
                  <tr key={m.key}>
                    <td><code>{m.key}</code></td>
                    <td>{m.source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {c.missing > c.missingKeys.length && <p className="muted">{t("coverage-and-more", { count: c.missing - c.missingKeys.length })}</p>}
          </>
        ))}
    </article>
  );
}

function TranslationManager({ data }: { data: PageData<AdminData> }) {
  const t = useT();
  return (
    <>
      <p className="lead">{t("manager-intro")}</p>
      <div className="coverage-grid">
        {(data.page.languages ?? []).map((c) => (
          <CoverageCard key={c.lang} c={c} detailed={false} />
        ))}
      </div>
      <TranslateAll data={data} />
      <div className="card">
        <h2>{t("manager-download-heading")}</h2>
        <p className="button-row manager-downloads">
          {LANGS.map((lang) => (
            <a key={lang} className="button button-outline" href={`/api/admin/translations/${lang}.ftl`} download>
              <Download size={18} aria-hidden /> {t("manager-download", { lang })}
            </a>
          ))}
        </p>
        <p><Link to="/admin/translation-check">{t("coverage-open-report")}</Link></p>
      </div>
      <Review data={data} />
      <div className="card">
        <h2>{t("manager-steps-heading")}</h2>
        <ol className="manager-steps">
          {[1, 2, 3, 4, 5].map((n) => (
            <li key={n}>{t(`manager-step-${n}`)}</li>
          ))}
        </ol>
      </div>
    </>
  );
}

function CoverageReport({ data }: { data: PageData<AdminData> }) {
  const t = useT();
  return (
    <>
      <p className="lead">{t("coverage-source-keys", { count: data.page.sourceKeys ?? 0 })}</p>
      <div className="coverage-list">
        {(data.page.languages ?? []).map((c) => (
          <CoverageCard key={c.lang} c={c} detailed />
        ))}
      </div>
      <p><Link to="/admin/translations">{t("coverage-open-manager")}</Link></p>
    </>
  );
}

export default function AdminPage({ data }: { data: PageData<AdminData> }) {
  const t = useT();
  if (data.page.denied) return <AccessDenied />;
  if (data.page.secondFactor) return <SecondFactorRequired step={data.page.secondFactor} />;
  return (
    <section className="container admin-page">
      <AdminNav />
      <h1>{t(data.page.titleKey)}</h1>
      {data.route === "admin-translation-check" ? <CoverageReport data={data} /> : <TranslationManager data={data} />}
    </section>
  );
}

export const meta: RouteModule<AdminData>["meta"] = (data, t) => ({
  title: `${data.page.denied ? t("admin-access-denied") : t(data.page.titleKey)} | ${data.site.name}`,
  noindex: true,
});
