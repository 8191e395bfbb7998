import LogOut from "lucide-react/icons/log-out";
import User from "lucide-react/icons/user";
import UserRound from "lucide-react/icons/user-round";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { useSignOut } from "../lib/session";

/** Signed in: a menu with "my account", profile and log out; otherwise the login icon. */
export function AccountMenu() {
  const t = useT();
  const { user } = usePage();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  if (!user) {
    return (
      <Link to="/auth" className="icon-button" aria-label={t("account-login")} title={t("account-login")}>
        <User size={20} aria-hidden />
      </Link>
    );
  }
  return (
    <div className="account-menu" ref={ref}>
      <button
        type="button"
        className="icon-button account-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t("account-my-account")}
        onClick={() => setOpen((o) => !o)}
      >
        <UserRound size={20} aria-hidden />
        <span className="account-initial" aria-hidden>
          {user.firstName.slice(0, 1).toUpperCase()}
        </span>
      </button>
      {open && (
        <div className="account-dropdown" role="menu" aria-label={t("account-my-account")}>
          <p className="account-dropdown-label">{t("account-my-account")}</p>
          <p className="account-dropdown-email">{user.email}</p>
          <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>
            <User size={16} aria-hidden /> {t("account-profile")}
          </Link>
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            <LogOut size={16} aria-hidden /> {t("account-logout")}
          </button>
        </div>
      )}
    </div>
  );
}
