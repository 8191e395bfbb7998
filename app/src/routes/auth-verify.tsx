// /auth/verify?token=…: the server used the link while loading the page; this says
// what it did. A link that no longer works can be sent again by a signed-in user.
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import MailWarning from "lucide-react/icons/mail-warning";
import { Link } from "react-router";
import { ResendVerification } from "../components/ResendVerification";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import type { VerifyData } from "../generated/VerifyData";

export default function VerifyPage({ data }: { data: PageData<VerifyData> }) {
  const t = useT();
  const { user } = data;
  // `verified` is what this link did; a used link of an address verified before
  // (the user's own second click) is no failure.
  const already = !data.page.verified && !!user?.emailVerified;
  if (data.page.verified || already) {
    return (
      <section className="container narrow-page verify-page">
        <CheckCircle2 size={48} aria-hidden className="success-icon" />
        <h1>{t(already ? "verify-already-heading" : "verify-done-heading")}</h1>
        <p>{t(already ? "verify-already-text" : "verify-done-text")}</p>
        <p className="button-row">
          {user ? (
            <Link to="/profile" className="button button-primary">{t("verify-to-profile")}</Link>
          ) : (
            <Link to="/auth" className="button button-primary">{t("verify-sign-in")}</Link>
          )}
          <Link to="/" className="button button-outline">{t("verify-to-home")}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="container narrow-page verify-page">
      <MailWarning size={48} aria-hidden className="warning-icon" />
      <h1>{t("verify-failed-heading")}</h1>
      <p>{t("verify-failed-text")}</p>
      {user ? (
        <>
          <p>{t("verify-failed-signed-in", { email: user.email })}</p>
          <ResendVerification />
          <p className="button-row">
            <Link to="/profile" className="button button-primary">{t("verify-to-profile")}</Link>
            <Link to="/" className="button button-outline">{t("verify-to-home")}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t("verify-failed-signed-out")}</p>
          <p className="button-row">
            <Link to="/auth" className="button button-primary">{t("verify-sign-in")}</Link>
            <Link to="/" className="button button-outline">{t("verify-to-home")}</Link>
          </p>
        </>
      )}
    </section>
  );
}

export const meta: RouteModule<VerifyData>["meta"] = (data, t) => ({
  title: `${t("verify-title")} | ${data.site.name}`,
  noindex: true,
});
