import User from "lucide-react/icons/user";
import UserRound from "lucide-react/icons/user-round";
import { type ComponentPropsWithRef, useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import type { SessionUser } from "../lib/types";
import { type Handover, requestWidgets, useWidgets } from "../lib/widgets";

/** Signed in: a menu with "my account", profile and log out; otherwise the login icon.
 * The menu (a Radix DropdownMenu) arrives with the widgets; until then its button is a
 * stand-in that opens it as soon as it is there. */
export function AccountMenu() {
  const t = useT();
  const { user } = usePage();
  const widgets = useWidgets();
  const handover = useRef<Handover>({ focused: false, open: false }).current;

  if (!user) {
    return (
      <Link to="/auth" className="icon-button" aria-label={t("account-login")} title={t("account-login")}>
        <User size={20} aria-hidden />
      </Link>
    );
  }
  if (widgets) return <widgets.AccountDropdown user={user} handover={handover} />;
  return <AccountStandIn user={user} handover={handover} />;
}

function AccountStandIn({ user, handover }: { user: SessionUser; handover: Handover }) {
  const ref = useRef<HTMLButtonElement>(null);
  const open = () => {
    handover.open = true;
    requestWidgets();
  };
  useLayoutEffect(
    () => () => {
      handover.focused = document.activeElement === ref.current;
    },
    [handover],
  );
  return (
    <div className="account-menu">
      <AccountButton
        ref={ref}
        user={user}
        aria-expanded={false}
        // The real menu opens on the press (as Radix's does), not on the click that
        // follows: if the widgets arrive between the two, this button is gone before
        // its click and the click goes nowhere; the press has already said "open".
        onPointerDown={(e) => {
          if (e.button === 0 && !e.ctrlKey) open();
        }}
        onClick={open}
      />
    </div>
  );
}

/** The menu's button: the user icon with the first name's initial. */
export function AccountButton({ user, ...props }: { user: SessionUser } & ComponentPropsWithRef<"button">) {
  const t = useT();
  return (
    <button type="button" className="icon-button account-button" aria-haspopup="menu" aria-label={t("account-my-account")} {...props}>
      <UserRound size={20} aria-hidden />
      <span className="account-initial" aria-hidden>
        {user.firstName.slice(0, 1).toUpperCase()}
      </span>
    </button>
  );
}
