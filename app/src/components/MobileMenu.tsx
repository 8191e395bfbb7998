import LogIn from "lucide-react/icons/log-in";
import LogOut from "lucide-react/icons/log-out";
import User from "lucide-react/icons/user";
import X from "lucide-react/icons/x";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { useSignOut } from "../lib/session";
import { ServiceLinks } from "./SiteLinks";

/** The slide-out menu for small screens. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { user } = usePage();
  const closeRef = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    document.body.classList.add("no-scroll");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("no-scroll");
      opener?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="mobile-menu-layer">
      <div className="mobile-menu-backdrop" onClick={onClose} />
      <div id="mobile-menu" className="mobile-menu" role="dialog" aria-modal="true" aria-label={t("nav-mobile-menu")}>
        <div className="mobile-menu-top">
          <button ref={closeRef} type="button" className="icon-button" aria-label={t("nav-close-menu")} onClick={onClose}>
            <X size={22} aria-hidden />
          </button>
        </div>
        <nav aria-label={t("nav-main")} onClick={(e) => (e.target as HTMLElement).closest("a, button") && onClose()}>
          <ul className="mobile-links">
            <li>
              <Link to="/services">{t("nav-services")}</Link>
              <ServiceLinks />
            </li>
            <li>
              <Link to="/#products">{t("nav-products")}</Link>
            </li>
            <li>
              <Link to="/om-os">{t("nav-about")}</Link>
            </li>
            <li>
              <Link to="/kontakt">{t("nav-contact")}</Link>
            </li>
          </ul>
          <div className="mobile-account">
            {user ? (
              <>
                <Link to="/profile" className="button button-outline">
                  <User size={18} aria-hidden /> {t("account-profile")}
                </Link>
                <button type="button" className="button button-outline" onClick={() => void signOut()}>
                  <LogOut size={18} aria-hidden /> {t("account-logout")}
                </button>
              </>
            ) : (
              <Link to="/auth" className="button button-primary">
                <LogIn size={18} aria-hidden /> {t("account-login")}
              </Link>
            )}
          </div>
        </nav>
      </div>
    </div>
  );
}
