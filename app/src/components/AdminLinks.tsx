import Inbox from "lucide-react/icons/inbox";
import Languages from "lucide-react/icons/languages";
import Mail from "lucide-react/icons/mail";
import Package from "lucide-react/icons/package";
import type { ComponentType } from "react";

/** The back office pages, as the account menu and the phone menu list them for
 * administrators (the server checks the role again on every page). */
export const ADMIN_LINKS: { to: string; key: string; Icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }> }[] = [
  { to: "/admin/requests", key: "backoffice-requests-title", Icon: Inbox },
  { to: "/admin/orders", key: "backoffice-orders-title", Icon: Package },
  { to: "/admin/outbox", key: "backoffice-outbox-title", Icon: Mail },
  { to: "/admin/translations", key: "admin-translations-title", Icon: Languages },
];

export const isAdmin = (user: { roles: string[] } | null | undefined) => !!user?.roles.includes("admin");
