// /nyhedsbrev/bekraeft?token=…: the newsletter's confirmation link. The server
// confirmed the subscription while loading the page (and mailed the welcome with the
// code); this says what the link did.
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import MailWarning from "lucide-react/icons/mail-warning";
import { Link } from "../lib/router";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import type { NewsletterData } from "../generated/NewsletterData";

export default function NewsletterConfirmPage({ data }: { data: PageData<NewsletterData> }) {
  const t = useT();
  const confirmed = data.page.state === "confirmed";
  return (
    <section className="container narrow-page verify-page">
      {confirmed ? <CheckCircle2 size={48} aria-hidden className="success-icon" /> : <MailWarning size={48} aria-hidden className="warning-icon" />}
      <h1>{t(confirmed ? "newsletter-confirmed-heading" : "newsletter-confirm-failed-heading")}</h1>
      <p>{t(confirmed ? "newsletter-confirmed-text" : "newsletter-confirm-failed-text")}</p>
      <p className="button-row">
        <Link to="/#products" className="button button-primary">{t("newsletter-to-shop")}</Link>
        <Link to="/" className="button button-outline">{t("verify-to-home")}</Link>
      </p>
    </section>
  );
}

export const meta: RouteModule<NewsletterData>["meta"] = (data, t) => ({
  title: `${t("newsletter-confirm-title")} | ${data.site.name}`,
  noindex: true,
});
