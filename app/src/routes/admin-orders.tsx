// /admin/orders: every order with its customer, delivery, payment, lines, figures and
// status; an administrator marks it paid, completed, pending again or cancelled (after
// a confirmation), and the server mails the customer. Administrators only (the server
// decides).
import Ban from "lucide-react/icons/ban";
import Banknote from "lucide-react/icons/banknote";
import Check from "lucide-react/icons/check";
import FileDown from "lucide-react/icons/file-down";
import PackageCheck from "lucide-react/icons/package-check";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Truck from "lucide-react/icons/truck";
import Undo2 from "lucide-react/icons/undo-2";
import { useEffect, useRef, useState } from "react";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { FilterForm } from "../components/FilterForm";
import { OrderDocuments, adminDocumentHref } from "../components/OrderDocuments";
import { ORDER_STATUSES, OrderStatus, type KnownStatus, statusKey } from "../components/OrderStatus";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { backofficeMeta, copenhagenDateTime, copenhagenToday } from "../lib/backoffice";
import { formatDate, formatMoney } from "../lib/format";
import { useT } from "../lib/i18n";
import { variantLabel } from "../lib/order-lines";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import type { AdminOrder } from "../generated/AdminOrder";
import type { BackofficeData } from "../generated/BackofficeData";
import type { DocumentSummary } from "../generated/DocumentSummary";
import type { Order } from "../generated/Order";
import type { OrdersContent } from "../generated/OrdersContent";
import type { PaymentRow } from "../generated/PaymentRow";

const PAYMENT_FILTERS = ["awaiting", "to_capture", "captured", "refunded", "problems"] as const;

/** An order paid online: where its payment stands, drawing it as the goods leave
 * ("Marker som sendt"), and refunds. */
function PaymentPanel({ entry, order, data, onOrder }: { entry: AdminOrder; order: Order; data: Data; onOrder: (o: Order) => void }) {
  const t = useT();
  const toast = useToast();
  const [payment, setPayment] = useState<PaymentRow | null>(entry.payment);
  const [busy, setBusy] = useState(false);
  const [tracking, setTracking] = useState("");
  const [carrier, setCarrier] = useState("");
  // Less than authorised when the business removed lines before sending.
  const [capture, setCapture] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  // One key per refund form: pressed twice, refunded once.
  const [refundKey, setRefundKey] = useState(() => Math.random().toString(36).slice(2));
  const money = (ore: number) => formatMoney(ore / 100, "DKK", data.lang);
  const number = order.orderNumber;
  const pickup = order.deliveryMethod === "pickup";
  const card = order.paymentMethod === "card";
  const canShip = !order.shippedAt && order.status !== "cancelled" && (card ? payment?.state === "authorised" : order.status !== "awaiting_payment");
  const canRefund = payment && (payment.state === "captured" || payment.state === "partly_refunded");
  const [documents, setDocuments] = useState<DocumentSummary[]>(entry.documents);
  useEffect(() => setDocuments(entry.documents), [entry]);
  // A final sale without its invoice (issuing it failed): issued from here.
  const invoiceDue = order.figures != null && order.status !== "cancelled" && !documents.some((d) => d.kind === "invoice")
    && (order.shippedAt != null || order.paymentMethod === "bank_transfer" || order.paymentMethod === "ean_invoice");
  const issueInvoice = async () => {
    setBusy(true);
    const res = await api<{ documents: DocumentSummary[] }>("POST", `/api/admin/orders/${encodeURIComponent(number)}/invoice`, data.lang);
    setBusy(false);
    if (res.ok) setDocuments(res.data.documents);
    else toast({ title: t("backoffice-order-change-failed"), description: res.error.error, variant: "destructive" });
  };

  const ship = async () => {
    setBusy(true);
    const res = await api<{ order: Order; payments: PaymentRow[]; documents: DocumentSummary[] }>("POST", `/api/admin/orders/${encodeURIComponent(number)}/ship`, data.lang, {
      trackingNumber: tracking || null, carrier: carrier || null,
      captureAmount: capture.trim() === "" ? null : Math.round(Number(capture.trim().replace(",", ".")) * 100),
    });
    setBusy(false);
    if (res.ok) {
      onOrder(res.data.order);
      setPayment(res.data.payments[0] ?? null);
      setDocuments(res.data.documents);
      toast({ title: t("backoffice-shipped-done", { number }), variant: "success" });
    } else {
      toast({ title: t("backoffice-order-change-failed"), description: res.error.error, variant: "destructive" });
    }
  };
  // The day the goods reached the customer: the withdrawal period runs from it.
  const today = copenhagenToday();
  const [deliveredOn, setDeliveredOn] = useState(today);
  const delivered = async () => {
    setBusy(true);
    const res = await api<{ order: Order; withdrawalEndsOn: string }>("POST", `/api/admin/orders/${encodeURIComponent(number)}/delivered`, data.lang, { on: deliveredOn });
    setBusy(false);
    if (res.ok) {
      onOrder(res.data.order);
      toast({ title: t("backoffice-order-withdrawal-ends", { date: formatDate(res.data.withdrawalEndsOn, data.lang) }), variant: "success" });
    } else {
      toast({ title: t("backoffice-order-change-failed"), description: res.error.error, variant: "destructive" });
    }
  };
  const refund = async () => {
    const typed = amount.trim().replace(",", ".");
    const ore = typed === "" ? null : Math.round(Number(typed) * 100);
    setBusy(true);
    const res = await api<{ refunded: number; payments: PaymentRow[] }>("POST", `/api/admin/orders/${encodeURIComponent(number)}/refund`, data.lang, {
      amount: ore, reason, key: refundKey,
    });
    setBusy(false);
    if (res.ok) {
      setPayment(res.data.payments[0] ?? null);
      setAmount("");
      setReason("");
      setRefundKey(Math.random().toString(36).slice(2));
      toast({ title: t("backoffice-refund-done", { amount: money(res.data.refunded), number }), variant: "success" });
    } else {
      toast({ title: t("backoffice-order-change-failed"), description: res.error.error, variant: "destructive" });
    }
  };

  return (
    <div className="backoffice-payment" data-payment-state={payment?.state ?? ""}>
      {payment && (
        <>
          <h4 className="backoffice-subheading">{t("backoffice-payment-heading")}</h4>
          <p>
            <strong>{t(`backoffice-payment-state-${payment.state}`)}</strong>
            {payment.provider === "demo" && <span className="muted"> · {t("checkout-payment-demo")}</span>}
            <br />
            <span className="muted">{t("backoffice-payment-amounts", { authorised: money(payment.authorisedMinor), captured: money(payment.capturedMinor), refunded: money(payment.refundedMinor) })}</span>
          </p>
          {entry.captureSoon && payment.captureBefore && (
            <p className="checkout-notice" role="status">{t("backoffice-payment-capture-soon", { date: formatDate(payment.captureBefore, data.lang) })}</p>
          )}
        </>
      )}
      {order.shippedAt && (
        <p className="muted">
          {t("backoffice-shipped", { date: formatDate(order.shippedAt, data.lang) })}
          {order.trackingNumber && <> · {order.carrier} {order.trackingNumber}</>}
        </p>
      )}
      {order.deliveredOn && <p className="muted backoffice-delivered">{t("backoffice-order-delivered-at", { date: formatDate(order.deliveredOn, data.lang) })}</p>}
      {order.shippedAt && !pickup && !order.deliveredOn && order.status !== "cancelled" && (
        <form className="backoffice-inline-form" onSubmit={(e) => { e.preventDefault(); void delivered(); }}>
          <label>
            {t("backoffice-order-delivered-on")}
            <input type="date" name="on" value={deliveredOn} max={today} onChange={(e) => setDeliveredOn(e.target.value)} required />
          </label>
          <button type="submit" className="button button-outline button-small" disabled={busy}>
            <PackageCheck size={16} aria-hidden /> {t("backoffice-order-delivered")}
          </button>
        </form>
      )}
      <OrderDocuments documents={documents} lang={data.lang} hrefOf={adminDocumentHref} />
      {invoiceDue && (
        <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void issueInvoice()}>
          <FileDown size={16} aria-hidden /> {t("backoffice-invoice-issue")}
        </button>
      )}
      {canShip && (
        <form className="backoffice-inline-form" onSubmit={(e) => { e.preventDefault(); void ship(); }}>
          {!pickup && (
            <>
              <label>
                {t("backoffice-ship-tracking")}
                <input name="trackingNumber" value={tracking} onChange={(e) => setTracking(e.target.value)} maxLength={100} />
              </label>
              <label>
                {t("backoffice-ship-carrier")}
                <input name="carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)} maxLength={60} />
              </label>
            </>
          )}
          {card && (
            <label>
              {t("backoffice-ship-capture")}
              <input name="captureAmount" inputMode="decimal" value={capture} onChange={(e) => setCapture(e.target.value)} />
            </label>
          )}
          <button type="submit" className="button button-primary button-small" disabled={busy}>
            <Truck size={16} aria-hidden /> {t(pickup ? "backoffice-collected" : "backoffice-ship")}
          </button>
        </form>
      )}
      {canRefund && (
        <form className="backoffice-inline-form" onSubmit={(e) => { e.preventDefault(); void refund(); }}>
          <label>
            {t("backoffice-refund-amount")}
            <input name="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </label>
          <label>
            {t("backoffice-refund-reason")}
            <input name="reason" required value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          </label>
          <button type="submit" className="button button-outline button-small" disabled={busy}>
            <Undo2 size={16} aria-hidden /> {t("backoffice-refund")}
          </button>
        </form>
      )}
    </div>
  );
}

type Data = PageData<BackofficeData<OrdersContent>>;
type Status = KnownStatus;
const STATUSES = ORDER_STATUSES;

function OrderCard({ entry, data }: { entry: AdminOrder; data: Data }) {
  const t = useT();
  const toast = useToast();
  const [order, setOrder] = useState<Order>(entry.order);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setOrder(entry.order), [entry]);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  const number = order.orderNumber;
  const heading = `order-${number}`;
  const when = copenhagenDateTime(order.createdAt, data.lang);

  const setStatus = async (status: Status) => {
    setBusy(true);
    const res = await api<{ order: Order }>("PUT", `/api/admin/orders/${encodeURIComponent(number)}/status`, data.lang, { status });
    setBusy(false);
    setConfirming(false);
    if (res.ok) {
      setOrder(res.data.order);
      toast({ title: t("backoffice-order-changed", { number, status: t(statusKey(status)) }), description: t("backoffice-order-changed-text"), variant: "success" });
    } else {
      toast({ title: t("backoffice-order-change-failed"), description: res.error.error, variant: "destructive" });
    }
  };
  const keepOrder = () => {
    setConfirming(false);
    requestAnimationFrame(() => cancelButton.current?.focus());
  };

  return (
    <li className="card backoffice-card">
      <div className="backoffice-card-head">
        <h3 id={heading}>{t("orders-number", { number })}</h3>
        <OrderStatus status={order.status} />
      </div>
      <dl className="backoffice-facts">
        <div>
          <dt>{t("backoffice-order-customer")}</dt>
          <dd>
            {entry.customerName}
            {entry.guest && <span className="muted"> ({t("backoffice-order-guest")})</span>}
            <br />
            <a href={`mailto:${entry.customerEmail}`}>{entry.customerEmail}</a>
            {order.customer?.phone && (
              <>
                <br />
                {order.customer.phone}
              </>
            )}
          </dd>
        </div>
        {order.deliveryMethod && (
          <div>
            <dt>{t("backoffice-order-delivery")}</dt>
            <dd>
              {t(`backoffice-delivery-${order.deliveryMethod}`)}
              {order.deliveryMethod === "parcel" && order.customer && (
                <>
                  <br />
                  {order.customer.address}, {order.customer.postcode} {order.customer.city}
                </>
              )}
            </dd>
          </div>
        )}
        {order.paymentMethod && (
          <div>
            <dt>{t("backoffice-order-payment")}</dt>
            <dd>
              {t(`backoffice-payment-${order.paymentMethod}`)}
              {order.customer?.ean && <> · EAN {order.customer.ean}</>}
              {order.customer?.cvr && <> · CVR {order.customer.cvr}</>}
            </dd>
          </div>
        )}
        <div>
          <dt>{t("backoffice-request-received")}</dt>
          <dd>{t("backoffice-date-time", when)}</dd>
        </div>
        <div>
          <dt>{t("backoffice-order-language")}</dt>
          <dd>{t(`lang-${entry.lang}`)}</dd>
        </div>
      </dl>
      <h4 className="backoffice-subheading">{t("backoffice-order-lines")}</h4>
      <ul className="order-items">
        {order.items.map((item, i) => {
          const variant = variantLabel(item, t);
          return (
            <li key={i}>
              <span>
                {item.title}
                {variant && <span className="muted"> · {variant}</span>}
              </span>
              <span className="muted order-line-price">
                {t("backoffice-order-line", { quantity: item.quantity, price: formatMoney(item.price, order.currencyCode, data.lang) })}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="order-total">
        <span>{t("orders-total")}</span> <strong>{formatMoney(order.totalAmount, order.currencyCode, data.lang)}</strong>
      </p>
      <PaymentPanel entry={entry} order={order} data={data} onOrder={setOrder} />
      {confirming ? (
        <div className="confirm-box" role="group" aria-labelledby={`${heading}-confirm`}
          onKeyDown={(e) => {
            if (e.key === "Escape") keepOrder();
          }}>
          <p id={`${heading}-confirm`}>{t("backoffice-order-cancel-confirm", { number })}</p>
          <p className="button-row backoffice-actions">
            <button ref={confirmButton} type="button" className="button button-danger button-small" disabled={busy} onClick={() => void setStatus("cancelled")}>
              <Ban size={16} aria-hidden /> {t("backoffice-order-cancel-yes")}
            </button>
            <button type="button" className="button button-outline button-small" disabled={busy} onClick={keepOrder}>
              {t("backoffice-order-cancel-no")}
            </button>
          </p>
        </div>
      ) : (
        <p className="button-row backoffice-actions" role="group" aria-label={t("backoffice-order-actions", { number })}>
          {order.paymentMethod !== "card" && (order.status === "awaiting_payment" || order.status === "pending") && (
            <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => void setStatus("paid")}>
              <Banknote size={16} aria-hidden /> {t("backoffice-order-mark-paid")}
            </button>
          )}
          {order.paymentMethod !== "card" && order.status !== "completed" && (
            <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => void setStatus("completed")}>
              <Check size={16} aria-hidden /> {t("backoffice-order-complete")}
            </button>
          )}
          {order.paymentMethod !== "card" && order.status !== "pending" && (
            <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void setStatus("pending")}>
              <RotateCcw size={16} aria-hidden /> {t("backoffice-order-set-pending")}
            </button>
          )}
          {order.status !== "cancelled" && !["captured", "partly_refunded", "refunded"].includes(entry.payment?.state ?? "") && (
            <button ref={cancelButton} type="button" className="button button-outline button-small" disabled={busy} onClick={() => setConfirming(true)}>
              <Ban size={16} aria-hidden /> {t("backoffice-order-cancel")}
            </button>
          )}
        </p>
      )}
    </li>
  );
}

function Orders({ data, content }: { data: Data; content: OrdersContent }) {
  const t = useT();
  const { filter, orders } = content;
  return (
    <>
      <p className="lead">{t("backoffice-orders-intro")}</p>
      <FilterForm
        path="/admin/orders"
        q={filter.q}
        searchLabel={t("backoffice-orders-search")}
        selects={[
          {
            name: "status",
            label: t("backoffice-status"),
            value: filter.status,
            options: [{ value: "", label: t("backoffice-filter-all") }, ...STATUSES.map((s) => ({ value: s, label: t(statusKey(s)) }))],
          },
          {
            name: "payment",
            label: t("backoffice-payment-filter"),
            value: filter.payment,
            options: [{ value: "", label: t("backoffice-payment-filter-all") }, ...PAYMENT_FILTERS.map((f) => ({ value: f, label: t(`backoffice-payment-filter-${f}`) }))],
          },
        ]}
      />
      <section aria-labelledby="orders-heading" className="backoffice-section">
        <h2 id="orders-heading">
          {t("backoffice-nav-orders")} <span className="muted backoffice-count">{t("backoffice-results", { count: orders.length })}</span>
        </h2>
        {orders.length === 0 ? (
          <p className="card muted">{t("backoffice-orders-empty")}</p>
        ) : (
          <ul className="backoffice-list">
            {orders.map((o) => (
              <OrderCard key={o.order.id} entry={o} data={data} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export default function OrdersPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(content) => <Orders data={data} content={content} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<OrdersContent>>["meta"] = backofficeMeta;
