// /admin/newsletter: write a campaign (subject and text per language, Danish required;
// empty languages are machine-translated and marked for review, or get Danish), preview
// it as each language's subscriber gets it, send a test to yourself, then send it to
// the confirmed subscribers. One a calendar month. Each campaign's delivered, failed
// and unsubscribed counts. Administrators only (the server decides).
import Eye from "lucide-react/icons/eye";
import Send from "lucide-react/icons/send";
import TestTube from "lucide-react/icons/flask-conical";
import { useState } from "react";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { backofficeMeta, copenhagenDateTime } from "../lib/backoffice";
import { formatDate } from "../lib/format";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { usePageActions } from "../lib/session";
import type { PageData } from "../lib/types";
import type { BackofficeData } from "../generated/BackofficeData";
import type { NewsletterContent } from "../generated/NewsletterContent";

type Data = PageData<BackofficeData<NewsletterContent>>;
const LANGS = ["da", "en", "de", "fr"] as const;
type Lang = (typeof LANGS)[number];

interface Preview {
  subject: string;
  text: string;
  source: string;
}

function Compose({ data, content }: { data: Data; content: NewsletterContent }) {
  const t = useT();
  const toast = useToast();
  const { navigateFresh } = usePageActions();
  const [subjects, setSubjects] = useState<Record<Lang, string>>({ da: "", en: "", de: "", fr: "" });
  const [bodies, setBodies] = useState<Record<Lang, string>>({ da: "", en: "", de: "", fr: "" });
  const [translate, setTranslate] = useState(false);
  const [previewLang, setPreviewLang] = useState<Lang>("da");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const draft = { subjects, bodies, translate };

  const call = async <T,>(path: string, body: object) => {
    setBusy(true);
    const res = await api<T>("POST", path, data.lang, body);
    setBusy(false);
    setErrors(res.ok ? {} : (res.error.fields ?? {}));
    return res;
  };
  const onPreview = async () => {
    const res = await call<Preview>("/api/admin/newsletter/preview", { ...draft, lang: previewLang });
    if (res.ok) setPreview(res.data);
    else toast({ title: res.error.error, variant: "destructive" });
  };
  const onTest = async () => {
    const res = await call<{ to: string }>("/api/admin/newsletter/test", { ...draft, lang: previewLang });
    if (res.ok) toast({ title: t("backoffice-newsletter-test-sent", { email: res.data.to }), variant: "success" });
    else toast({ title: res.error.error, variant: "destructive" });
  };
  const onSend = async () => {
    const res = await call<{ recipients: number }>("/api/admin/newsletter/send", draft);
    setConfirming(false);
    if (res.ok) {
      toast({ title: t("backoffice-newsletter-started", { count: res.data.recipients }), variant: "success" });
      navigateFresh("/admin/newsletter");
    } else {
      toast({ title: res.error.error, variant: "destructive" });
    }
  };

  return (
    <section className="card newsletter-compose" aria-labelledby="compose-heading">
      <h2 id="compose-heading">{t("backoffice-newsletter-compose")}</h2>
      {content.nextAllowed && (
        <p className="notice notice-warning" role="status">
          {t("backoffice-newsletter-next", { date: formatDate(`${content.nextAllowed}T12:00:00Z`, data.lang) })}
        </p>
      )}
      {LANGS.map((lang) => (
        <fieldset key={lang} className="newsletter-lang">
          <legend>
            {t(`lang-${lang}`)} {lang === "da" ? t("backoffice-newsletter-required") : t("backoffice-newsletter-optional")}
          </legend>
          <div className={`field${errors[`subjects.${lang}`] ? " field-invalid" : ""}`}>
            <label htmlFor={`subject-${lang}`}>{t("backoffice-newsletter-subject")}</label>
            <input id={`subject-${lang}`} value={subjects[lang]} onChange={(e) => setSubjects({ ...subjects, [lang]: e.target.value })}
              aria-invalid={errors[`subjects.${lang}`] ? true : undefined} />
            {errors[`subjects.${lang}`] && <p className="field-error">{errors[`subjects.${lang}`]}</p>}
          </div>
          <div className={`field${errors[`bodies.${lang}`] ? " field-invalid" : ""}`}>
            <label htmlFor={`body-${lang}`}>{t("backoffice-newsletter-body")}</label>
            <textarea id={`body-${lang}`} rows={lang === "da" ? 8 : 4} value={bodies[lang]}
              onChange={(e) => setBodies({ ...bodies, [lang]: e.target.value })} aria-invalid={errors[`bodies.${lang}`] ? true : undefined} />
            {errors[`bodies.${lang}`] && <p className="field-error">{errors[`bodies.${lang}`]}</p>}
          </div>
        </fieldset>
      ))}
      <div className="field field-check">
        <input type="checkbox" id="newsletter-translate" checked={translate} disabled={!content.provider}
          onChange={(e) => setTranslate(e.target.checked)} />
        <label htmlFor="newsletter-translate">
          {content.provider ? t("backoffice-newsletter-translate", { provider: content.provider }) : t("backoffice-newsletter-no-provider")}
        </label>
      </div>
      <div className="button-row">
        <label htmlFor="preview-lang" className="visually-hidden">{t("backoffice-newsletter-preview-lang")}</label>
        <select id="preview-lang" value={previewLang} onChange={(e) => setPreviewLang(e.target.value as Lang)}>
          {LANGS.map((l) => <option key={l} value={l}>{t(`lang-${l}`)}</option>)}
        </select>
        <button type="button" className="button button-outline" disabled={busy} onClick={() => void onPreview()}>
          <Eye size={18} aria-hidden /> {t("backoffice-newsletter-preview")}
        </button>
        <button type="button" className="button button-outline" disabled={busy} onClick={() => void onTest()}>
          <TestTube size={18} aria-hidden /> {t("backoffice-newsletter-test")}
        </button>
      </div>
      {preview && (
        <div className="newsletter-preview" aria-live="polite">
          <h3>{t("backoffice-newsletter-preview-heading", { lang: t(`lang-${previewLang}`) })}</h3>
          <p className="muted">{t(`backoffice-newsletter-source-${preview.source}`)}</p>
          <p><strong>{preview.subject}</strong></p>
          <pre className="newsletter-preview-text">{preview.text}</pre>
        </div>
      )}
      {confirming ? (
        <div className="confirm-box" role="group" aria-labelledby="send-confirm">
          <p id="send-confirm">{t("backoffice-newsletter-send-confirm", { count: content.confirmed })}</p>
          <p className="button-row">
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void onSend()}>
              <Send size={18} aria-hidden /> {t("backoffice-newsletter-send-yes")}
            </button>
            <button type="button" className="button button-outline" disabled={busy} onClick={() => setConfirming(false)}>
              {t("backoffice-order-cancel-no")}
            </button>
          </p>
        </div>
      ) : (
        <p>
          <button type="button" className="button button-primary" disabled={busy || !!content.nextAllowed} onClick={() => setConfirming(true)}>
            <Send size={18} aria-hidden /> {t("backoffice-newsletter-send", { count: content.confirmed })}
          </button>
        </p>
      )}
    </section>
  );
}

function Newsletter({ data, content }: { data: Data; content: NewsletterContent }) {
  const t = useT();
  return (
    <>
      <p className="lead">{t("backoffice-newsletter-intro", { count: content.confirmed, perMinute: content.perMinute })}</p>
      <Compose data={data} content={content} />
      <section aria-labelledby="campaigns-heading" className="backoffice-section">
        <h2 id="campaigns-heading">{t("backoffice-newsletter-campaigns")}</h2>
        {content.campaigns.length === 0 ? (
          <p className="card muted">{t("backoffice-newsletter-none")}</p>
        ) : (
          <table className="backoffice-table">
            <caption className="visually-hidden">{t("backoffice-newsletter-campaigns")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("backoffice-newsletter-subject")}</th>
                <th scope="col">{t("backoffice-newsletter-started-at")}</th>
                <th scope="col">{t("backoffice-newsletter-recipients")}</th>
                <th scope="col">{t("backoffice-newsletter-delivered")}</th>
                <th scope="col">{t("backoffice-newsletter-failed")}</th>
                <th scope="col">{t("backoffice-newsletter-unsubscribed")}</th>
              </tr>
            </thead>
            <tbody>
              {content.campaigns.map((c) => (
                <tr key={c.id}>
                  <td data-label={t("backoffice-newsletter-subject")}>
                    {c.subject}
                    {c.machine.length > 0 && <span className="muted"> · {t("backoffice-newsletter-machine", { langs: c.machine.join(", ") })}</span>}
                    {c.waiting > 0 && <span className="muted"> · {t("backoffice-newsletter-waiting", { count: c.waiting })}</span>}
                  </td>
                  <td data-label={t("backoffice-newsletter-started-at")}>{t("backoffice-date-time", copenhagenDateTime(c.createdAt, data.lang))}</td>
                  <td data-label={t("backoffice-newsletter-recipients")}>{c.recipients}</td>
                  <td data-label={t("backoffice-newsletter-delivered")}>{c.delivered}</td>
                  <td data-label={t("backoffice-newsletter-failed")}>{c.failed}</td>
                  <td data-label={t("backoffice-newsletter-unsubscribed")}>{c.unsubscribed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

export default function NewsletterAdminPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(content) => <Newsletter data={data} content={content} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<NewsletterContent>>["meta"] = backofficeMeta;
