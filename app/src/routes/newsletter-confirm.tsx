// /nyhedsbrev/bekraeft?token=…: the newsletter's confirmation link. Opening it changes
// nothing (mail services' link scanners open every link, and a consent they gave would
// prove nothing); the one button posts the form to this page (it works without
// JavaScript), the server confirms and mails the welcome with the code, and answers
// with a redirect to this page, which then says the subscription is confirmed.
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import MailCheck from "lucide-react/icons/mail-check";
import MailWarning from "lucide-react/icons/mail-warning";
import { Form, Link } from "react-router";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import type { NewsletterData } from "../generated/NewsletterData";

export default function NewsletterConfirmPage({ data }: { data: PageData<NewsletterData> }) {
  const t = useT();
  const { state, token } = data.page;
  if (state === "ready" && token) {
    const action = `/nyhedsbrev/bekraeft?token=${encodeURIComponent(token)}`;
    return (
      <section className="container narrow-page verify-page">
        <MailCheck size={48} aria-hidden />
        <h1>{t("newsletter-confirm-heading")}</h1>
        <p>{t("newsletter-confirm-text")}</p>
        <Form method="post" action={action} className="button-row">
          <button type="submit" className="button button-primary">{t("newsletter-confirm-button")}</button>
        </Form>
      </section>
    );
  }
  const confirmed = state === "confirmed";
  return (
    <section className="container narrow-page verify-page" aria-live="polite">
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
