import { useT } from "../lib/i18n";

/** An order's status as a badge: completed green, pending yellow, cancelled grey, any
 * other value (a shop's own status) shown as it is, grey. */
export function OrderStatus({ status }: { status: string }) {
  const t = useT();
  if (status === "completed") return <span className="status status-completed">{t("order-status-completed")}</span>;
  if (status === "pending") return <span className="status status-pending">{t("order-status-pending")}</span>;
  if (status === "cancelled") return <span className="status status-cancelled">{t("order-status-cancelled")}</span>;
  return <span className="status status-other">{status}</span>;
}
