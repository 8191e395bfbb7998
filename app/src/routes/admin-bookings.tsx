// /admin/bookings?from=…&view=day|week: what is booked, a day or a week at a time,
// each booking's details, cancel (the customer is mailed the cancellation), and the
// times the business blocks (a day, a range of days, or hours of them). Administrators
// only (the server decides).
import Ban from "lucide-react/icons/ban";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Home from "lucide-react/icons/home";
import Lock from "lucide-react/icons/lock";
import Phone from "lucide-react/icons/phone";
import RefreshCw from "lucide-react/icons/refresh-cw";
import X from "lucide-react/icons/x";
import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { Field } from "../components/Field";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { backofficeMeta, withQuery } from "../lib/backoffice";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { usePageActions } from "../lib/session";
import type { PageData } from "../lib/types";
import type { AdminBooking } from "../generated/AdminBooking";
import type { BackofficeData } from "../generated/BackofficeData";
import type { BookingsWeek } from "../generated/BookingsWeek";

type Data = PageData<BackofficeData<BookingsWeek>>;

function BookingEntry({ booking, data, reload }: { booking: AdminBooking; data: Data; reload: () => void }) {
  const t = useT();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const cancel = async () => {
    setBusy(true);
    const res = await api("POST", `/api/admin/bookings/${encodeURIComponent(booking.reference)}/cancel`, data.lang);
    setBusy(false);
    if (res.ok) {
      toast({ title: t("backoffice-booking-cancelled", { name: booking.name }), description: t("backoffice-booking-cancelled-text"), variant: "success" });
      reload();
    } else {
      toast({ title: t("backoffice-booking-cancel-failed"), description: res.error.error, variant: "destructive" });
    }
  };
  const Icon = booking.kind === "call" ? Phone : Home;
  return (
    <li className={`bookings-entry bookings-entry-${booking.kind}${booking.cancelled ? " bookings-entry-cancelled" : ""}`}>
      <details>
        <summary>
          <Icon size={14} aria-label={t(`backoffice-booking-kind-${booking.kind}`)} /> {booking.from}–{booking.to} {booking.name}
          {booking.cancelled && <span className="visually-hidden"> ({t("backoffice-booking-cancelled-badge")})</span>}
        </summary>
        <dl className="bookings-details">
          <dt>{t("mail-booking-reference")}</dt>
          <dd>{booking.reference}</dd>
          <dt>{t("mail-field-phone")}</dt>
          <dd><a href={`tel:${booking.phone}`}>{booking.phone}</a></dd>
          <dt>{t("mail-field-email")}</dt>
          <dd><a href={`mailto:${booking.email}`}>{booking.email}</a></dd>
          {booking.address && (
            <>
              <dt>{t("mail-booking-where")}</dt>
              <dd>{booking.address}, {booking.postcode}</dd>
            </>
          )}
          {booking.message && (
            <>
              <dt>{t("mail-field-message")}</dt>
              <dd>{booking.message}</dd>
            </>
          )}
          <dt>{t("mail-field-language")}</dt>
          <dd>{booking.lang}</dd>
          {booking.cancelled && (
            <>
              <dt>{t("backoffice-status")}</dt>
              <dd>{t(booking.cancelledBy === "business" ? "backoffice-booking-cancelled-by-business" : "backoffice-booking-cancelled-by-customer")}</dd>
            </>
          )}
        </dl>
        {!booking.cancelled && (confirming ? (
          <div className="confirm-box" role="group" aria-label={t("backoffice-booking-cancel-confirm", { name: booking.name })}
            onKeyDown={(e) => { if (e.key === "Escape") setConfirming(false); }}>
            <p>{t("backoffice-booking-cancel-confirm", { name: booking.name })}</p>
            <p className="button-row backoffice-actions">
              <button ref={confirmButton} type="button" className="button button-danger button-small" disabled={busy} onClick={() => void cancel()}>
                <Ban size={16} aria-hidden /> {t("backoffice-booking-cancel-yes")}
              </button>
              <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => setConfirming(false)}>
                {t("backoffice-order-cancel-no")}
              </button>
            </p>
          </div>
        ) : (
          <button type="button" className="button button-outline button-small button-danger-outline"
            onClick={() => { setConfirming(true); requestAnimationFrame(() => confirmButton.current?.focus()); }}
            aria-label={t("backoffice-booking-cancel-label", { name: booking.name, time: booking.from })}>
            <Ban size={16} aria-hidden /> {t("backoffice-booking-cancel")}
          </button>
        ))}
      </details>
    </li>
  );
}

function BlockForm({ data, reload, first }: { data: Data; reload: () => void; first: string }) {
  const t = useT();
  const toast = useToast();
  const [values, setValues] = useState({ date: first, until: "", from: "", to: "", reason: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await api("POST", "/api/admin/bookings/blocks", data.lang, values);
    setBusy(false);
    if (res.ok) {
      setErrors({});
      toast({ title: t("backoffice-booking-blocked"), variant: "success" });
      reload();
    } else {
      setErrors(res.error.fields ?? {});
      toast({ title: t("backoffice-booking-block-failed"), description: res.error.error, variant: "destructive" });
    }
  };
  return (
    <form className="card bookings-block-form" onSubmit={submit} noValidate aria-labelledby="bookings-block-heading">
      <h2 id="bookings-block-heading" style={{ gridColumn: "1 / -1", margin: 0 }}>{t("backoffice-booking-block-heading")}</h2>
      <Field label={t("backoffice-booking-block-date")} type="date" name="date" required value={values.date} onChange={set("date")} error={errors.date} />
      <Field label={t("backoffice-booking-block-until")} type="date" name="until" value={values.until} onChange={set("until")} error={errors.until} />
      <Field label={t("backoffice-booking-block-from")} type="time" name="from" value={values.from} onChange={set("from")} error={errors.from} />
      <Field label={t("backoffice-booking-block-to")} type="time" name="to" value={values.to} onChange={set("to")} error={errors.to} />
      <Field label={t("backoffice-booking-block-reason")} name="reason" maxLength={200} value={values.reason} onChange={set("reason")} />
      <button type="submit" className="button button-primary" disabled={busy}>
        <Lock size={16} aria-hidden /> {t("backoffice-booking-block-submit")}
      </button>
    </form>
  );
}

function Week({ data, content }: { data: Data; content: BookingsWeek }) {
  const t = useT();
  const toast = useToast();
  const { navigateFresh } = usePageActions();
  const here = (from: string, view = content.view) => withQuery("/admin/bookings", { from, view });
  const reload = () => navigateFresh(here(content.from));
  const unblock = async (id: string) => {
    const res = await api("DELETE", `/api/admin/bookings/blocks/${encodeURIComponent(id)}`, data.lang);
    if (res.ok) reload();
    else toast({ title: t("backoffice-booking-block-failed"), description: res.error.error, variant: "destructive" });
  };
  const time = (iso: string) => iso.slice(11, 16);
  const count = content.days.reduce((n, d) => n + d.bookings.filter((b) => !b.cancelled).length, 0);
  return (
    <>
      <p className="lead">{t("backoffice-bookings-intro")}</p>
      <div className="bookings-toolbar">
        <nav className="status-filter" aria-label={t("backoffice-bookings-view")}>
          <ul>
            {(["day", "week"] as const).map((v) => (
              <li key={v}>
                <Link to={here(content.from, v)} aria-current={content.view === v ? "page" : undefined} className="status-filter-link">
                  {t(`backoffice-bookings-view-${v}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={here(content.previous)} className="button button-outline button-small" aria-label={t(`backoffice-bookings-previous-${content.view}`)}>
          <ChevronLeft size={16} aria-hidden /> {t(`backoffice-bookings-previous-${content.view}`)}
        </Link>
        <Link to={here(content.today)} className="button button-outline button-small">{t("backoffice-bookings-today")}</Link>
        <Link to={here(content.next)} className="button button-outline button-small" aria-label={t(`backoffice-bookings-next-${content.view}`)}>
          {t(`backoffice-bookings-next-${content.view}`)} <ChevronRight size={16} aria-hidden />
        </Link>
        <button type="button" className="button button-outline button-small" onClick={reload}>
          <RefreshCw size={16} aria-hidden /> {t("backoffice-refresh")}
        </button>
      </div>
      <h2 className="bookings-count">{t("backoffice-bookings-count", { count })}</h2>
      <div className={`bookings-week${content.view === "day" ? " bookings-day-view" : ""}`}>
        {content.days.map((day) => (
          <section key={day.date} className={`card bookings-day${day.closed ? " bookings-day-closed" : ""}`} aria-labelledby={`day-${day.date}`}
            data-date={day.date}>
            <h3 id={`day-${day.date}`}>
              <Link to={here(day.date, "day")} aria-label={day.label}>{content.view === "day" ? day.label : day.short}</Link>
              {day.date === content.today && <span className="muted"> · {t("backoffice-bookings-today")}</span>}
            </h3>
            {day.closed && <p className="muted">{t("backoffice-bookings-closed")}</p>}
            <ul>
              {day.blocks.map((b) => (
                <li key={b.id} className="bookings-block">
                  <span><Lock size={12} aria-hidden /> {b.start.slice(0, 10) !== day.date || b.end.slice(0, 10) !== day.date ? t("backoffice-booking-blocked-day") : t("backoffice-booking-blocked-range", { from: time(b.start), to: time(b.end) })}{b.reason ? ` · ${b.reason}` : ""}</span>
                  <button type="button" className="button button-outline button-small" onClick={() => void unblock(b.id)}
                    aria-label={t("backoffice-booking-unblock", { day: day.label })}>
                    <X size={14} aria-hidden />
                  </button>
                </li>
              ))}
              {day.bookings.map((b) => <BookingEntry key={b.reference} booking={b} data={data} reload={reload} />)}
            </ul>
            {!day.closed && day.bookings.length === 0 && day.blocks.length === 0 && <p className="muted">{t("backoffice-bookings-none")}</p>}
          </section>
        ))}
      </div>
      <BlockForm data={data} reload={reload} first={content.from} />
    </>
  );
}

export default function BookingsPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(content) => <Week data={data} content={content} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<BookingsWeek>>["meta"] = backofficeMeta;
