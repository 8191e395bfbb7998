// /kontakt: the message form (name, email and message required, phone optional),
// contact details, opening hours and the emergency line.
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import Send from "lucide-react/icons/send";
import Siren from "lucide-react/icons/siren";
import { type FormEvent, useState } from "react";
import { Field } from "../components/Field";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import { type FieldErrors, validateContact } from "../lib/validation";

const EMPTY = { name: "", email: "", phone: "", message: "" };

function ContactForm({ data }: { data: PageData }) {
  const t = useT();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });
  const error = (f: string) => (errors[f] ? (errors[f].startsWith("form-") ? t(errors[f]) : errors[f]) : null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const local = validateContact(values);
    setErrors(local);
    if (Object.keys(local).length) return;
    setSending(true);
    const res = await api("POST", "/api/contact", data.lang, values);
    setSending(false);
    if (res.ok) {
      toast({ title: t("kontakt-success"), description: t("kontakt-success-text"), variant: "success" });
      setValues(EMPTY);
    } else if (res.status === 422) {
      setErrors(res.error.fields);
    } else {
      toast({ title: t("quote-failed"), description: t("quote-failed-text", { phone: data.site.phone }), variant: "destructive" });
    }
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-labelledby="kontakt-form-heading">
      <h2 id="kontakt-form-heading">{t("kontakt-form-heading")}</h2>
      <Field label={t("kontakt-name")} name="name" autoComplete="name" required value={values.name} onChange={set("name")}
        disabled={sending} error={error("name")} />
      <div className="field-row">
        <Field label={t("kontakt-email")} name="email" type="email" autoComplete="email" required value={values.email}
          onChange={set("email")} disabled={sending} error={error("email")} />
        <Field label={t("kontakt-phone")} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set("phone")}
          disabled={sending} error={error("phone")} />
      </div>
      <div className={`field${errors.message ? " field-invalid" : ""}`}>
        <label htmlFor="kontakt-message">{t("kontakt-message")}</label>
        <textarea id="kontakt-message" name="message" rows={6} required value={values.message} onChange={set("message")}
          disabled={sending} aria-invalid={errors.message ? true : undefined} aria-describedby={errors.message ? "kontakt-message-error" : undefined} />
        {errors.message && <p className="field-error" id="kontakt-message-error">{error("message")}</p>}
      </div>
      <button type="submit" className="button button-primary" disabled={sending}>
        <Send size={18} aria-hidden /> {sending ? t("quote-sending") : t("kontakt-submit")}
      </button>
    </form>
  );
}

/** "08:00" as the opening hours read ("8:00"). */
const clockTime = (time: string) => time.replace(/^0(?=\d)/, "");

export default function ContactPage({ data }: { data: PageData }) {
  const t = useT();
  const { site } = data;
  return (
    <section className="container contact-page">
      <h1>{t("kontakt-heading")}</h1>
      <p className="lead">{t("kontakt-intro")}</p>
      <div className="contact-grid">
        <ContactForm data={data} />
        <aside className="contact-aside">
          <div className="card">
            <h2>{t("kontakt-info-heading")}</h2>
            <dl className="contact-details">
              <dt><Phone size={18} aria-hidden /> {t("kontakt-phone-label")}</dt>
              <dd><a href={site.phoneHref}>{site.phone}</a></dd>
              <dt><Mail size={18} aria-hidden /> {t("kontakt-email-label")}</dt>
              <dd><a href={`mailto:${site.email}`}>{site.email}</a></dd>
              <dt><MapPin size={18} aria-hidden /> {t("kontakt-address-label")}</dt>
              <dd>{site.address}</dd>
            </dl>
          </div>
          <div className="card">
            <h2><Clock size={20} aria-hidden /> {t("kontakt-hours-heading")}</h2>
            <p className="hours">
              {site.hours.map((hours) => {
                const args = { from: t("kontakt-hours-day-first", { day: hours.from }), to: t("kontakt-hours-day", { day: hours.to }),
                  opens: clockTime(hours.opens), closes: clockTime(hours.closes) };
                return <span key={hours.from}>{t(hours.from === hours.to ? "kontakt-hours-single" : "kontakt-hours-range", args)}<br /></span>;
              })}
              {!site.hours.some((hours) => hours.to === "Sa" || hours.to === "Su") && t("kontakt-hours-weekend")}
            </p>
          </div>
          <div className="emergency-box">
            <Siren size={28} aria-hidden />
            <div>
              <p className="emergency-title">{t("kontakt-emergency-heading")}</p>
              <p>{t("kontakt-emergency-text")}</p>
              <a className="button button-primary" href={site.phoneHref}>
                <Phone size={18} aria-hidden /> {t("contact-emergency-call", { phone: site.phone })}
              </a>
            </div>
          </div>
        </aside>
      </div>
    </section>
  );
}

export const meta: RouteModule["meta"] = (data, t) => ({
  title: `${t("contact-title")} | ${data.site.name}`,
  description: t("contact-description"),
  business: true,
});
