// /admin/returns: the withdrawals customers sent from the site, each with its
// statement as received, its order and what its refund comes to (the goods at what
// was paid for them, the original delivery with the last of an order, less a
// deduction for reduced value). "Varer modtaget" keeps the goods' condition and a
// deduction and puts them back in stock; "Refunder" pays back through the payment
// provider, or records the bank transfer the business made (a credit note is issued),
// or, for an order paid in Shopify's checkout, records that it was refunded there.
// Administrators only (the server decides); each step is kept with who and when.
import Check from "lucide-react/icons/check";
import PackageCheck from "lucide-react/icons/package-check";
import Undo2 from "lucide-react/icons/undo-2";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { useOre } from "../components/OrderLines";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { backofficeMeta, copenhagenDateTime, withQuery } from "../lib/backoffice";
import { formatDate } from "../lib/format";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import type { AdminWithdrawal } from "../generated/AdminWithdrawal";
import type { BackofficeData } from "../generated/BackofficeData";
import type { ReturnsContent } from "../generated/ReturnsContent";
import type { Withdrawal } from "../generated/Withdrawal";

type Data = PageData<BackofficeData<ReturnsContent>>;

const STATES = ["new", "received", "refunded"] as const;

function ReturnCard({ entry, data }: { entry: AdminWithdrawal; data: Data }) {
  const t = useT();
  const ore = useOre();
  const toast = useToast();
  const [withdrawal, setWithdrawal] = useState<Withdrawal>(entry.withdrawal);
  useEffect(() => setWithdrawal(entry.withdrawal), [entry]);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const [deduction, setDeduction] = useState("");
  const [deductionReason, setDeductionReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = withdrawal.id;
  const heading = `return-${withdrawal.reference}`;
  const amounts = entry.amounts;
  // What the refund comes to now (the deduction as typed until it is saved).
  const typedDeduction = withdrawal.state === "new" ? Math.round(Number(deduction.trim().replace(",", ".") || "0") * 100) : amounts.deduction;
  const total = amounts.goods + amounts.shipping - (Number.isFinite(typedDeduction) ? typedDeduction : 0);
  const when = (iso: string | null) => (iso ? copenhagenDateTime(iso, data.lang) : null);

  const received = async () => {
    setBusy(true);
    const res = await api<{ withdrawal: Withdrawal }>("POST", `/api/admin/withdrawals/${encodeURIComponent(id)}/received`, data.lang, {
      conditionNote: note,
      deduction: Number.isFinite(typedDeduction) ? typedDeduction : -1,
      deductionReason,
    });
    setBusy(false);
    if (res.ok) {
      setWithdrawal(res.data.withdrawal);
      setErrors({});
      toast({ title: t("backoffice-returns-saved"), variant: "success" });
    } else {
      setErrors(res.error.fields ?? {});
      toast({ title: t("backoffice-order-change-failed"), description: res.error.error, variant: "destructive" });
    }
  };
  const refund = async () => {
    setBusy(true);
    const res = await api<{ withdrawal: Withdrawal }>("POST", `/api/admin/withdrawals/${encodeURIComponent(id)}/refund`, data.lang);
    setBusy(false);
    if (res.ok) {
      setWithdrawal(res.data.withdrawal);
      toast({ title: t("backoffice-returns-saved"), variant: "success" });
    } else {
      toast({ title: t("backoffice-order-change-failed"), description: res.error.error, variant: "destructive" });
    }
  };
  const goodsAt = when(withdrawal.goodsReceivedAt);
  const refundedAt = when(withdrawal.refundedAt);
  return (
    <li className="card backoffice-card return-card" data-return={withdrawal.reference} data-state={withdrawal.state}>
      <div className="backoffice-card-head">
        <h3 id={heading}>
          {withdrawal.reference} · <Link to={withQuery("/admin/orders", { q: withdrawal.orderNumber })}>{t("orders-number", { number: withdrawal.orderNumber })}</Link>
        </h3>
        <span className={`status status-${withdrawal.state === "refunded" ? "completed" : withdrawal.state === "received" ? "paid" : "pending"}`}>
          {t(withdrawal.refundMethod === "credit" ? "withdrawal-state-credited" : `withdrawal-state-${withdrawal.state}`)}
        </span>
      </div>
      <dl className="backoffice-facts">
        <div>
          <dt>{t("backoffice-returns-customer")}</dt>
          <dd>
            {withdrawal.name}
            <br />
            <a href={`mailto:${withdrawal.email}`}>{withdrawal.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t("withdrawal-received-label")}</dt>
          <dd>
            {entry.receivedLabel}
            <br />
            <span className="muted">{t("backoffice-returns-refund-by", { date: formatDate(entry.refundBy, data.lang) })}</span>
          </dd>
        </div>
        {withdrawal.reason && (
          <div>
            <dt>{t("withdrawal-reason")}</dt>
            <dd>{withdrawal.reason}</dd>
          </div>
        )}
      </dl>
      <h4 className="backoffice-subheading">{t("backoffice-returns-lines")}</h4>
      <ul className="withdrawal-lines">
        {withdrawal.lines.map((line) => (
          <li key={line.line}>
            {line.quantity} × {line.variantTitle ? `${line.title} (${line.variantTitle})` : line.title} · {ore(line.price)}
          </li>
        ))}
      </ul>
      <details className="return-statement">
        <summary>{t("backoffice-returns-statement")}</summary>
        <blockquote className="withdrawal-statement">{withdrawal.statement}</blockquote>
      </details>
      <dl className="return-amounts">
        <dt>{t("backoffice-returns-goods")}</dt>
        <dd>{ore(amounts.goods)}</dd>
        {amounts.shipping > 0 && (
          <>
            <dt>{t("backoffice-returns-shipping")}</dt>
            <dd>{ore(amounts.shipping)}</dd>
          </>
        )}
        {withdrawal.state !== "new" && amounts.deduction > 0 && (
          <>
            <dt>{t("backoffice-returns-deduction")}</dt>
            <dd>−{ore(amounts.deduction)}</dd>
          </>
        )}
        <dt>{t(entry.paid ? "backoffice-returns-total" : "backoffice-returns-total-credit")}</dt>
        <dd data-field="total">{ore(withdrawal.refund ?? total)}</dd>
      </dl>
      {goodsAt && (
        <p className="muted">
          {t("backoffice-returns-goods-received-by", { date: `${goodsAt.date} ${goodsAt.time}`, who: withdrawal.goodsReceivedBy ?? "" })}
          {withdrawal.conditionNote && <> · {withdrawal.conditionNote}</>}
          {withdrawal.deductionReason && <> · {withdrawal.deductionReason}</>}
        </p>
      )}
      {refundedAt && (
        <p className="muted" data-field="refunded">
          {t("backoffice-returns-refunded", { amount: ore(withdrawal.refund ?? 0), date: `${refundedAt.date} ${refundedAt.time}`, who: withdrawal.refundedBy ?? "" })}{" "}
          {withdrawal.refundMethod && t(`backoffice-returns-method-${withdrawal.refundMethod}`)}
        </p>
      )}
      {entry.shopify && withdrawal.state !== "refunded" && <p className="muted">{t("backoffice-returns-shopify-note")}</p>}
      {!entry.shopify && entry.paymentMethod !== "card" && withdrawal.state !== "refunded" && (
        <p className="muted" data-field="how">{t(entry.paid ? "backoffice-returns-bank-note" : "backoffice-returns-unpaid-note")}</p>
      )}
      {withdrawal.state === "new" && (
        <form className="backoffice-inline-form return-received" aria-labelledby={heading} onSubmit={(e) => { e.preventDefault(); void received(); }}>
          <label>
            {t("backoffice-returns-condition")}
            <input name="conditionNote" value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
          </label>
          <label>
            {t("backoffice-returns-deduction-amount")}
            <input name="deduction" inputMode="decimal" value={deduction} onChange={(e) => setDeduction(e.target.value)} aria-invalid={errors.deduction ? true : undefined} />
          </label>
          <label>
            {t("backoffice-returns-deduction-reason")}
            <input name="deductionReason" value={deductionReason} onChange={(e) => setDeductionReason(e.target.value)} maxLength={500} aria-invalid={errors.deductionReason ? true : undefined} />
          </label>
          {Object.values(errors).map((message) => (
            <p className="field-error" key={message}>{message}</p>
          ))}
          <button type="submit" className="button button-outline button-small" disabled={busy}>
            <PackageCheck size={16} aria-hidden /> {t("backoffice-returns-goods-received")}
          </button>
        </form>
      )}
      {withdrawal.state !== "refunded" && (
        <p className="button-row">
          <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => void refund()}>
            {entry.shopify ? (
              <>
                <Check size={16} aria-hidden /> {t("backoffice-returns-refund-shopify")}
              </>
            ) : (
              <>
                <Undo2 size={16} aria-hidden /> {t(entry.paid ? "backoffice-returns-refund" : "backoffice-returns-credit", { amount: ore(total) })}
              </>
            )}
          </button>
        </p>
      )}
    </li>
  );
}

function Returns({ data, content }: { data: Data; content: ReturnsContent }) {
  const t = useT();
  const navigate = useNavigate();
  const state = content.filter.state;
  return (
    <>
      <p className="lead">{t("backoffice-returns-intro")}</p>
      <form className="card backoffice-filters" aria-label={t("backoffice-filters")} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="returns-state">{t("backoffice-returns-filter")}</label>
          <select id="returns-state" name="state" value={state} onChange={(e) => navigate(withQuery("/admin/returns", { state: e.target.value }))}>
            <option value="">{t("backoffice-returns-all")}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`withdrawal-state-${s}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {content.withdrawals.length === 0 ? (
        <p className="card muted">{t("backoffice-returns-empty")}</p>
      ) : (
        <ul className="backoffice-list">
          {content.withdrawals.map((entry) => (
            <ReturnCard key={entry.withdrawal.id} entry={entry} data={data} />
          ))}
        </ul>
      )}
    </>
  );
}

export default function ReturnsPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(content) => <Returns data={data} content={content} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<ReturnsContent>>["meta"] = backofficeMeta;
