// /fortryd: the withdrawal function ("Fortryd købet her"). From every page's footer
// (the order's number and the e-mail it was placed with, nothing more) or from an
// order's page (the statement at once). Two plain forms that post to this page and
// work without JavaScript: the statement (name, lines, each with a checkbox to leave
// it out and its quantity, all by default, the e-mail to answer to, an optional
// reason), then "Bekræft fortrydelse". The server stores it, mails the
// acknowledgement and answers with it (?done=…).
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import Undo2 from "lucide-react/icons/undo-2";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field } from "../components/Field";
import { useOre } from "../components/OrderLines";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import { WITHDRAWAL_TERMS_PATH } from "../lib/withdrawal";
import type { EarlierStatement } from "../generated/EarlierStatement";
import type { WithdrawalData } from "../generated/WithdrawalData";
import type { StatementLine } from "../generated/StatementLine";
import type { WithdrawnLine } from "../generated/WithdrawnLine";

type Data = PageData<WithdrawalData>;

function lineTitle(line: { title: string; variantTitle: string | null }) {
  return line.variantTitle ? `${line.title} (${line.variantTitle})` : line.title;
}

function Lines({ lines }: { lines: WithdrawnLine[] }) {
  return (
    <ul className="withdrawal-lines">
      {lines.map((line) => (
        <li key={line.line}>
          {line.quantity} × {lineTitle(line)}
        </li>
      ))}
    </ul>
  );
}

function Earlier({ statements }: { statements: EarlierStatement[] }) {
  const t = useT();
  if (statements.length === 0) return null;
  return (
    <section className="card withdrawal-earlier" aria-labelledby="withdrawal-earlier-heading">
      <h2 id="withdrawal-earlier-heading">{t("withdrawal-earlier-heading")}</h2>
      <ul>
        {statements.map((s) => (
          <li key={s.reference}>
            <p>
              <strong>{s.reference}</strong> · {s.received} · {t(`withdrawal-state-${s.state}`)}
            </p>
            <Lines lines={s.lines} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The notice, focused when the server answered with one. */
function Notice({ text }: { text: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (text) ref.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    <div ref={ref} className="checkout-notice withdrawal-notice" role="alert" tabIndex={-1}>
      {text}
    </div>
  );
}

function FindStep({ data }: { data: Data }) {
  const t = useT();
  const { values, errors, notice } = data.page;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <p className="lead">{t("withdrawal-intro")}</p>
      <Notice text={notice} />
      <Form method="post" action="/fortryd" className="card withdrawal-form" noValidate>
        <input type="hidden" name="intent" value="find" />
        <Field
          label={t("withdrawal-find-order")}
          name="order"
          defaultValue={values.order}
          autoComplete="off"
          autoCapitalize="characters"
          required
          hint={t("withdrawal-find-order-hint")}
          error={errors.order}
        />
        <Field label={t("withdrawal-find-email")} name="email" type="email" defaultValue={values.email} autoComplete="email" required error={errors.email} />
        <button type="submit" className="button button-primary" disabled={sending}>
          <Undo2 size={18} aria-hidden /> {t("withdrawal-button")}
        </button>
      </Form>
      <p className="muted">
        <Link to={WITHDRAWAL_TERMS_PATH}>{t("order-withdrawal-terms-link")}</Link>
      </p>
    </>
  );
}

/** A line of the statement: its checkbox (ticked: withdrawn; the form says so with
 * `choose`, so an unticked line counts as none whatever its number) and its quantity.
 * Once the page runs, an unticked line's number box is disabled (and not sent). */
function ChosenLine({ line, invalid }: { line: StatementLine; invalid: boolean }) {
  const t = useT();
  const ore = useOre();
  const box = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState(line.chosen);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    // A box ticked or unticked before the page ran counts.
    if (box.current) setChosen(box.current.checked);
    setRunning(true);
  }, []);
  const id = `withdrawal-line-${line.line}`;
  const title = lineTitle(line);
  return (
    <div className="withdrawal-line" data-chosen={chosen ? "yes" : "no"}>
      <input
        ref={box}
        type="checkbox"
        id={id}
        name={`line-${line.line}`}
        value="yes"
        defaultChecked={line.chosen}
        onChange={(e) => setChosen(e.target.checked)}
        aria-describedby={`${id}-about`}
      />
      <div className="withdrawal-line-text">
        <label htmlFor={id} className="withdrawal-line-title">
          {title}
        </label>
        <span className="muted" id={`${id}-about`}>
          {t("withdrawal-line-bought", { count: line.bought })} · {ore(line.price)}
          {line.remaining < line.bought && <> · {t("withdrawal-line-left", { count: line.remaining })}</>}
        </span>
      </div>
      <div className="withdrawal-quantity">
        <label htmlFor={`${id}-qty`}>
          {t("withdrawal-line-quantity")}
          <span className="visually-hidden">: {title}</span>
        </label>
        <input
          id={`${id}-qty`}
          name={`qty-${line.line}`}
          type="number"
          inputMode="numeric"
          min={0}
          max={line.remaining}
          step={1}
          defaultValue={line.quantity}
          disabled={running && !chosen}
          aria-invalid={invalid ? true : undefined}
        />
      </div>
    </div>
  );
}

function StatementStep({ data }: { data: Data }) {
  const t = useT();
  const { errors, notice } = data.page;
  const statement = data.page.statement!;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <h2 className="withdrawal-step-heading">{t("withdrawal-statement-heading")}</h2>
      <p>{t("withdrawal-statement-intro", { number: statement.orderNumber, date: statement.orderedOn })}</p>
      <p className="muted">{statement.endsOn ? t("withdrawal-ends", { date: statement.endsOn }) : t("withdrawal-period-running")}</p>
      {statement.shopify && <p>{t("withdrawal-shopify-note")}</p>}
      <Notice text={notice} />
      <Form method="post" action="/fortryd" className="card withdrawal-form" noValidate>
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="order" value={statement.orderNumber} />
        <input type="hidden" name="submission" value={statement.submission} />
        {statement.key && <input type="hidden" name="key" value={statement.key} />}
        {statement.orderEmail && <input type="hidden" name="orderEmail" value={statement.orderEmail} />}
        <input type="hidden" name="choose" value="yes" />
        <fieldset className="withdrawal-choose" aria-describedby={errors.lines ? "withdrawal-lines-error" : undefined}>
          <legend>{t("withdrawal-lines-legend")}</legend>
          {statement.lines.map((line) => (
            <ChosenLine key={line.line} line={line} invalid={Boolean(errors.lines)} />
          ))}
          {errors.lines && (
            <p className="field-error" id="withdrawal-lines-error">
              {errors.lines}
            </p>
          )}
        </fieldset>
        <Field label={t("withdrawal-name-label")} name="name" defaultValue={statement.name} autoComplete="name" required error={errors.name} />
        <Field label={t("withdrawal-email-label")} name="email" type="email" defaultValue={statement.email} autoComplete="email" required error={errors.email} />
        <div className={`field${errors.reason ? " field-invalid" : ""}`}>
          <label htmlFor="withdrawal-reason">{t("withdrawal-reason-label")}</label>
          <textarea
            id="withdrawal-reason"
            name="reason"
            rows={3}
            defaultValue={statement.reason}
            aria-describedby="withdrawal-reason-hint"
            aria-invalid={errors.reason ? true : undefined}
          />
          <div className="field-hint" id="withdrawal-reason-hint">
            {t("withdrawal-reason-hint")}
          </div>
          {errors.reason && <p className="field-error">{errors.reason}</p>}
        </div>
        <p className="muted">{t("withdrawal-confirm-note")}</p>
        <button type="submit" className="button button-primary" disabled={sending}>
          <CheckCircle2 size={18} aria-hidden /> {t("withdrawal-confirm")}
        </button>
      </Form>
      <Earlier statements={statement.earlier} />
    </>
  );
}

function DoneStep({ data }: { data: Data }) {
  const t = useT();
  const done = data.page.done!;
  return (
    <>
      <div className="booking-done" role="status">
        <CheckCircle2 size={24} aria-hidden /> <span>{t("withdrawal-done-heading")}</span>
      </div>
      <p>{t("withdrawal-done-text", { reference: done.reference, received: done.received, email: done.email })}</p>
      <section className="card withdrawal-done" aria-labelledby="withdrawal-done-statement">
        <h2 id="withdrawal-done-statement">{t("withdrawal-done-statement")}</h2>
        <dl>
          <dt>{t("withdrawal-reference")}</dt>
          <dd>{done.reference}</dd>
          <dt>{t("withdrawal-order")}</dt>
          <dd>{done.orderNumber}</dd>
          <dt>{t("withdrawal-received-label")}</dt>
          <dd>{done.received}</dd>
          <dt>{t("withdrawal-name")}</dt>
          <dd>{done.name}</dd>
          <dt>{t("withdrawal-email")}</dt>
          <dd>{done.email}</dd>
          {done.reason && (
            <>
              <dt>{t("withdrawal-reason")}</dt>
              <dd>{done.reason}</dd>
            </>
          )}
        </dl>
        <Lines lines={done.lines} />
        <blockquote className="withdrawal-statement">{done.statement}</blockquote>
      </section>
      <section className="card withdrawal-next" aria-labelledby="withdrawal-next-heading">
        <h2 id="withdrawal-next-heading">{t("withdrawal-done-next")}</h2>
        {done.nextSteps.map((step) => (
          <p key={step}>{step}</p>
        ))}
      </section>
    </>
  );
}

function ClosedStep({ data }: { data: Data }) {
  const t = useT();
  const closed = data.page.closed!;
  const site = data.site;
  const text =
    closed.why === "ended"
      ? t("withdrawal-closed-ended", { number: closed.orderNumber, date: closed.endedOn ?? "", email: site.email, phone: site.phone })
      : closed.why === "withdrawn"
        ? t("withdrawal-closed-withdrawn", { number: closed.orderNumber })
        : t("withdrawal-closed-cancelled", { number: closed.orderNumber });
  return (
    <>
      <Notice text={data.page.notice} />
      <p className="card withdrawal-closed">{text}</p>
      <Earlier statements={closed.earlier} />
    </>
  );
}

export default function WithdrawalPage({ data }: { data: Data }) {
  const t = useT();
  const step = data.page.step;
  return (
    <section className="container narrow-page withdrawal-page" data-step={step}>
      <h1>{t("withdrawal-heading")}</h1>
      {step === "find" && <FindStep data={data} />}
      {step === "statement" && <StatementStep data={data} />}
      {step === "done" && <DoneStep data={data} />}
      {step === "closed" && <ClosedStep data={data} />}
    </section>
  );
}

export const meta: RouteModule<WithdrawalData>["meta"] = (data, t) => ({
  title: `${t("withdrawal-title")} | ${data.site.name}`,
  noindex: true,
});
