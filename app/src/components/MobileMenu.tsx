import * as Dialog from "@radix-ui/react-dialog";
import LogIn from "lucide-react/icons/log-in";
import LogOut from "lucide-react/icons/log-out";
import User from "lucide-react/icons/user";
import X from "lucide-react/icons/x";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { useSignOut } from "../lib/sign-out";
import { Drawer } from "./Drawer";
import { ADMIN_LINKS, isAdmin } from "./AdminLinks";
import { ServiceLinks, useCurrentSection } from "./SiteLinks";

/** The slide-out menu for small screens, in a modal dialog. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const current = useCurrentSection();
  const { user } = usePage();
  const signOut = useSignOut();

  return (
    <Drawer
      open={open}
      onOpenChange={(o) => !o && onClose()}
      id="mobile-menu"
      layerClassName="mobile-menu-layer"
      backdropClassName="mobile-menu-backdrop"
      className="mobile-menu"
    >
      <Dialog.Title className="visually-hidden">{t("nav-mobile-menu")}</Dialog.Title>
      <Dialog.Description className="visually-hidden">{t("nav-mobile-menu-description")}</Dialog.Description>
      <div className="mobile-menu-top">
        <Dialog.Close className="icon-button" aria-label={t("nav-close-menu")}>
          <X size={22} aria-hidden />
        </Dialog.Close>
      </div>
      <nav aria-label={t("nav-main")} onClick={(e) => (e.target as HTMLElement).closest("a, button") && onClose()}>
        <ul className="mobile-links">
          <li>
            <Link to="/services" aria-current={current("services")}>{t("nav-services")}</Link>
            <ServiceLinks />
          </li>
          <li>
            <Link to="/#products" aria-current={current("products")}>{t("nav-products")}</Link>
          </li>
          <li>
            <Link to="/om-os" aria-current={current("about")}>{t("nav-about")}</Link>
          </li>
          <li>
            <Link to="/kontakt" aria-current={current("contact")}>{t("nav-contact")}</Link>
          </li>
        </ul>
        {isAdmin(user) && (
          <ul className="mobile-admin" aria-label={t("account-admin")}>
            {ADMIN_LINKS.map(({ to, key, Icon }) => (
              <li key={to}>
                <Link to={to}>
                  <Icon size={18} aria-hidden /> {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        )}
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
    </Drawer>
  );
}
