import ShieldAlert from "lucide-react/icons/shield-alert";
import { Link } from "react-router";
import { useT } from "../lib/i18n";

/** What a signed-in visitor without the admin role sees on an admin page. */
export function AccessDenied() {
  const t = useT();
  return (
    <section className="container narrow-page access-denied">
      <ShieldAlert size={48} aria-hidden />
      <h1>{t("admin-access-denied")}</h1>
      <p>{t("admin-access-denied-text")}</p>
      <Link to="/" className="button button-primary">{t("admin-return-home")}</Link>
    </section>
  );
}
