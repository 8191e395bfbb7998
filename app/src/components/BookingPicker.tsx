// The calendar part of the booking pages: the days with free times as links (they
// work without JavaScript: each is the page for that day) and the chosen day's times
// as radio buttons (arrow keys move between them, as in any radio group).
import { useId } from "react";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import type { BookingPicker } from "../generated/BookingPicker";

/** The days with free times, the chosen one marked. */
export function DayList({ picker, hrefFor }: { picker: BookingPicker; hrefFor: (date: string) => string }) {
  const t = useT();
  if (picker.days.length === 0) return <p className="booking-empty">{t("booking-no-days")}</p>;
  return (
    <nav className="booking-days" aria-label={t("booking-days-label")}>
      <ul>
        {picker.days.map((d) => (
          <li key={d.date}>
            <Link to={hrefFor(d.date)} preventScrollReset replace aria-current={d.date === picker.day ? "date" : undefined}
              className="booking-day" data-date={d.date}>
              <span className="booking-day-weekday">{d.weekday}</span>
              <span className="booking-day-date">{d.label}</span>
              <span className="booking-day-free">{t("booking-free-count", { count: d.free })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The chosen day's free times; `name` is the form field (`start`). */
export function TimeChoices({ picker, value, onChange, error, name = "start" }: {
  picker: BookingPicker; value: string; onChange: (start: string) => void; error?: string | null; name?: string;
}) {
  const t = useT();
  const id = useId();
  if (!picker.day || picker.times.length === 0) return null;
  return (
    <fieldset className={`booking-times${error ? " field-invalid" : ""}`} aria-describedby={error ? `${id}-error` : undefined} data-field={name}>
      <legend>{t("booking-times-legend", { day: picker.dayLabel ?? "" })}</legend>
      <div className="booking-time-grid">
        {picker.times.map((time) => (
          <div className="booking-time" key={time.start}>
            <input type="radio" id={`${id}-${time.label}`} name={name} value={time.start} checked={value === time.start}
              onChange={() => onChange(time.start)} required />
            <label htmlFor={`${id}-${time.label}`}>{time.label}</label>
          </div>
        ))}
      </div>
      {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
    </fieldset>
  );
}
