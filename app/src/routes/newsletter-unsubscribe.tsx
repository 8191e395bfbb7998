// /nyhedsbrev/afmeld?token=…: the unsubscribe link of every newsletter mail. Opening
// it changes nothing (link scanners open links); the one button posts the form to this
// page (it works without JavaScript), and the server unsubscribes.
import CheckCircle2 from "lucide-react/icons/check-circle-2";
import MailWarning from "lucide-react/icons/mail-warning";
import MailX from "lucide-react/icons/mail-x";
import { Form, Link } from "react-router";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import type { NewsletterData } from "../generated/NewsletterData";

export default function NewsletterUnsubscribePage({ data }: { data: PageData<NewsletterData> }) {
  const t = useT();
  const { state, token } = data.page;
  if (state === "ready" && token) {
    const action = `/nyhedsbrev/afmeld?token=${encodeURIComponent(token)}`;
    return (
      <section className="container narrow-page verify-page">
        <MailX size={48} aria-hidden className="warning-icon" />
        <h1>{t("newsletter-unsubscribe-heading")}</h1>
        <p>{t("newsletter-unsubscribe-text")}</p>
        <Form method="post" action={action} className="button-row">
          <button type="submit" className="button button-primary">{t("newsletter-unsubscribe-button")}</button>
          <Link to="/" className="button button-outline">{t("newsletter-unsubscribe-keep")}</Link>
        </Form>
      </section>
    );
  }
  const done = state === "done" || state === "already";
  return (
    <section className="container narrow-page verify-page" aria-live="polite">
      {done ? <CheckCircle2 size={48} aria-hidden className="success-icon" /> : <MailWarning size={48} aria-hidden className="warning-icon" />}
      <h1>{t(done ? "newsletter-unsubscribed-heading" : "newsletter-unsubscribe-failed-heading")}</h1>
      <p>{t(done ? "newsletter-unsubscribed-text" : "newsletter-unsubscribe-failed-text")}</p>
      <p className="button-row">
        <Link to="/" className="button button-outline">{t("verify-to-home")}</Link>
      </p>
    </section>
  );
}

export const meta: RouteModule<NewsletterData>["meta"] = (data, t) => ({
  title: `${t("newsletter-unsubscribe-title")} | ${data.site.name}`,
  noindex: true,
});
