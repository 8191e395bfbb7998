// /book/{reference}?token=…: a booking's own page, from the link in its mails. What,
// when and where; move it to another free time of its kind, or cancel it. Both are
// forms that post to this page (they work without JavaScript); the server answers
// with the page again, saying what it did.
import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarX from "lucide-react/icons/calendar-x";
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { DayList, TimeChoices } from "../components/BookingPicker";
import { withQuery } from "../lib/backoffice";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import type { BookedData } from "../generated/BookedData";

type Data = PageData<BookedData>;

export default function BookingManagePage({ data }: { data: Data }) {
  const t = useT();
  const { booking, picker, token, notice } = data.page;
  const [start, setStart] = useState("");
  useEffect(() => setStart(""), [picker?.day]);
  if (!booking) {
    return (
      <section className="container narrow-page verify-page">
        <CalendarX size={48} aria-hidden className="warning-icon" />
        <h1>{t("booking-manage-invalid-heading")}</h1>
        <p>{t("booking-manage-invalid-text", { phone: data.site.phone })}</p>
        <p className="button-row">
          <Link to="/book" className="button button-primary">{t("booking-book-new")}</Link>
        </p>
      </section>
    );
  }
  const self = `/book/${encodeURIComponent(booking.reference)}`;
  const action = `${self}?token=${encodeURIComponent(token)}`;
  return (
    <section className="container narrow-page booking-manage-page">
      {notice && (
        <div className="booking-done" role="status">
          <CheckCircle2 size={24} aria-hidden /> <span>{notice}</span>
        </div>
      )}
      <h1>{booking.cancelled ? t("booking-manage-cancelled-heading") : t("booking-manage-heading")}</h1>
      <section className="card booking-summary" aria-labelledby="booking-summary-heading">
        <h2 id="booking-summary-heading" className="visually-hidden">{t("booking-summary-heading")}</h2>
        <dl>
          <dt>{t("mail-booking-what")}</dt>
          <dd>{booking.what}</dd>
          <dt>{t("mail-booking-when")}</dt>
          <dd className={booking.cancelled ? "booking-struck" : undefined}>{booking.when}</dd>
          {booking.place && (
            <>
              <dt>{t("mail-booking-where")}</dt>
              <dd>{booking.place}</dd>
            </>
          )}
          <dt>{t("mail-booking-reference")}</dt>
          <dd>{booking.reference}</dd>
          <dt>{t("checkout-contact-heading")}</dt>
          <dd>{booking.name} · {booking.phone} · {booking.email}</dd>
        </dl>
        {!booking.cancelled && <p className="muted">{t(booking.kind === "call" ? "booking-manage-call-text" : "booking-manage-visit-text")}</p>}
      </section>

      {booking.cancelled ? (
        <p className="button-row">
          <Link to="/book" className="button button-primary">{t("booking-book-new")}</Link>
        </p>
      ) : (
        <>
          {picker && (
            <Form method="post" action={action} className="card booking-section" aria-labelledby="booking-move-heading">
              <h2 id="booking-move-heading">{t("booking-move-heading")}</h2>
              <input type="hidden" name="action" value="move" />
              <DayList picker={picker} hrefFor={(date) => withQuery(self, { token, day: date })} />
              <TimeChoices picker={picker} value={start} onChange={setStart} />
              {picker.times.length > 0 && (
                <button type="submit" className="button button-primary">
                  <CalendarCheck size={18} aria-hidden /> {t("booking-move-submit")}
                </button>
              )}
            </Form>
          )}
          <Form method="post" action={action} className="card booking-section" aria-labelledby="booking-cancel-heading">
            <h2 id="booking-cancel-heading">{t("booking-cancel-heading")}</h2>
            <p>{t("booking-cancel-text")}</p>
            <input type="hidden" name="action" value="cancel" />
            <button type="submit" className="button button-outline button-danger">
              <CalendarX size={18} aria-hidden /> {t("booking-cancel-submit")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

export const meta: RouteModule<BookedData>["meta"] = (data, t) => ({
  title: `${t("booking-manage-title")} | ${data.site.name}`,
  noindex: true,
});
