// /book?kind=call|visit&day=…: book the free 10-minute call or a site visit. Choose
// the kind, a day and a time, then the details. A plain form that posts to its own
// page (React Router's action posts it to that page's handler, as a form without
// JavaScript does; the server checks it, books through the same
// service as /api/booking, and answers with each field's message or the booking's
// own page). The days are links, so every step is a page a keyboard or a screen
// reader can walk through.
import CalendarCheck from "lucide-react/icons/calendar-check";
import Home from "lucide-react/icons/home";
import Phone from "lucide-react/icons/phone";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { DayList, TimeChoices } from "../components/BookingPicker";
import { Field } from "../components/Field";
import { withQuery } from "../lib/backoffice";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import type { BookingData } from "../generated/BookingData";
import type { BookingForm } from "../generated/BookingForm";

type Data = PageData<BookingData>;

export default function BookingPage({ data }: { data: Data }) {
  const t = useT();
  const page = data.page;
  const picker = page.picker;
  const kind = picker.kind;
  const [values, setValues] = useState<BookingForm>(page.values);
  const form = useRef<HTMLFormElement>(null);
  // A new day or kind from the server: the chosen time goes if that day lacks it.
  useEffect(() => {
    setValues((v) => ({ ...v, kind, start: picker.times.some((s) => s.start === v.start) ? v.start : "" }));
  }, [kind, picker.day, picker.times]);
  // The server's messages come in the visitor's language.
  const errors: Record<string, string> = page.errors;
  // The server answered with messages: the first field with one gets the focus.
  useEffect(() => {
    if (Object.keys(page.errors).length === 0 && !page.notice) return;
    const first = form.current?.querySelector<HTMLElement>("[aria-invalid='true'], .field-invalid input");
    (first ?? document.querySelector<HTMLElement>(".booking-notice"))?.focus();
  }, [page.errors, page.notice]);
  const set = (k: keyof BookingForm) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });
  const minutes = kind === "call" ? page.callMinutes : page.visitMinutes;
  const dayHref = (date: string) => withQuery("/book", { kind, day: date });

  return (
    <section className="container booking-page">
      <h1>{t("booking-page-heading")}</h1>
      <p className="lead">{t("booking-intro")}</p>
      {page.notice && (
        <div className="checkout-notice booking-notice" role="alert" tabIndex={-1}>
          {page.notice}
        </div>
      )}
      <nav className="booking-kinds" aria-label={t("booking-kind-label")}>
        <ul>
          {(["call", "visit"] as const).map((k) => (
            <li key={k}>
              <Link to={withQuery("/book", { kind: k })} replace preventScrollReset aria-current={k === kind ? "page" : undefined}
                className="booking-kind card">
                {k === "call" ? <Phone size={22} aria-hidden /> : <Home size={22} aria-hidden />}
                <span className="booking-kind-title">{t(`booking-kind-${k}`, { minutes: k === "call" ? page.callMinutes : page.visitMinutes })}</span>
                <span className="booking-kind-text">{t(`booking-kind-${k}-text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form ref={form} className="booking-form" method="post" action="/book" preventScrollReset noValidate>
        <input type="hidden" name="kind" value={kind} />
        <section className="card booking-section" aria-labelledby="booking-when-heading">
          <h2 id="booking-when-heading">{t("booking-when-heading")}</h2>
          <p className="muted">{t(kind === "call" ? "booking-hours-call" : "booking-hours-visit")}</p>
          <DayList picker={picker} hrefFor={dayHref} />
          <TimeChoices picker={picker} value={values.start} onChange={(start) => setValues({ ...values, start })} error={errors.start} />
        </section>

        {picker.days.length > 0 && (
          <section className="card booking-section" aria-labelledby="booking-details-heading">
            <h2 id="booking-details-heading">{t("booking-details-heading")}</h2>
            <Field label={t("checkout-name")} name="name" autoComplete="name" required value={values.name} onChange={set("name")}
              error={errors.name} />
            <div className="field-row">
              <Field label={t("checkout-phone")} name="phone" type="tel" autoComplete="tel" required value={values.phone}
                onChange={set("phone")} error={errors.phone} hint={kind === "call" ? t("booking-phone-hint") : undefined} />
              <Field label={t("checkout-email")} name="email" type="email" autoComplete="email" required value={values.email}
                onChange={set("email")} error={errors.email} hint={t("booking-email-hint")} />
            </div>
            {kind === "visit" && (
              <div className="field-row field-row-postcode">
                <Field label={t("checkout-address")} name="address" autoComplete="street-address" required value={values.address ?? ""}
                  onChange={set("address")} error={errors.address} />
                <Field label={t("checkout-postcode")} name="postcode" autoComplete="postal-code" inputMode="numeric" maxLength={4} required
                  value={values.postcode ?? ""} onChange={set("postcode")} error={errors.postcode} hint={t("booking-area-hint")} />
              </div>
            )}
            <div className={`field${errors.message ? " field-invalid" : ""}`}>
              <label htmlFor="booking-message">{t("booking-message")} <span className="muted">{t("checkout-optional")}</span></label>
              <textarea id="booking-message" name="message" rows={3} value={values.message ?? ""} onChange={set("message")}
                aria-invalid={errors.message ? true : undefined} aria-describedby={errors.message ? "booking-message-error" : undefined} />
              {errors.message && <p className="field-error" id="booking-message-error">{errors.message}</p>}
            </div>
            <button type="submit" className="button button-primary button-block">
              <CalendarCheck size={18} aria-hidden /> {t("booking-submit", { minutes })}
            </button>
            <p className="muted booking-privacy">
              {t("booking-privacy")} <Link to="/privatlivspolitik">{t("booking-privacy-link")}</Link>
            </p>
          </section>
        )}
      </Form>
    </section>
  );
}

export const meta: RouteModule<BookingData>["meta"] = (data, t) => ({
  title: `${t("booking-title")} | ${data.site.name}`,
  description: t("booking-intro"),
});
