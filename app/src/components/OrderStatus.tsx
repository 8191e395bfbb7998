import { useT } from "../lib/i18n";

/** The statuses our orders move between (a shop's own status is shown as it is). */
export const ORDER_STATUSES = ["awaiting_payment", "authorised", "pending", "paid", "completed", "cancelled"] as const;
export type KnownStatus = (typeof ORDER_STATUSES)[number];

/** The catalogue key of a status's label. */
export function statusKey(status: KnownStatus): string {
  return `order-status-${status.replace("_", "-")}`;
}

/** An order's status as a badge: completed and paid green, pending and awaiting
 * payment yellow, cancelled grey, any other value (a shop's own status) shown as it
 * is, grey. */
export function OrderStatus({ status }: { status: string }) {
  const t = useT();
  const known = (ORDER_STATUSES as readonly string[]).includes(status) ? (status as KnownStatus) : null;
  if (!known) return <span className="status status-other">{status}</span>;
  const tone = known === "paid" || known === "authorised" ? "completed" : known === "awaiting_payment" ? "pending" : known;
  return <span className={`status status-${tone}`}>{t(statusKey(known))}</span>;
}
