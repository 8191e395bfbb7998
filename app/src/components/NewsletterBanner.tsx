import Check from "lucide-react/icons/check";
import Mail from "lucide-react/icons/mail";
import { type FormEvent, useState } from "react";
import { api } from "../lib/api";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { validateNewsletter } from "../lib/validation";
import { useToast } from "./Toaster";

/** Newsletter sign-up: 10 % off the first order, at most one mail a month. */
export function NewsletterBanner() {
  const t = useT();
  const toast = useToast();
  const { lang, site } = usePage();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const local = validateNewsletter({ email });
    if (local.email) {
      setError(t(local.email));
      return;
    }
    setSending(true);
    const res = await api("POST", "/api/newsletter", lang, { email });
    setSending(false);
    if (res.ok) {
      setEmail("");
      setError(null);
      toast({ title: t("newsletter-success"), description: t("newsletter-success-text"), variant: "success" });
    } else if (res.status === 422) {
      setError(res.error.fields.email ?? res.error.error);
    } else {
      toast({ title: t("quote-failed"), description: t("quote-failed-text", { phone: site.phone }), variant: "destructive" });
    }
  };

  return (
    <section className="section newsletter" aria-labelledby="newsletter-heading">
      <div className="container newsletter-inner">
        <div>
          <h2 id="newsletter-heading">{t("newsletter-heading")}</h2>
          <p>{t("newsletter-text")}</p>
        </div>
        <form className="newsletter-form" onSubmit={onSubmit} noValidate>
          <label htmlFor="newsletter-email" className="visually-hidden">
            {t("newsletter-email")}
          </label>
          <div className="newsletter-row">
            <input id="newsletter-email" type="email" autoComplete="email" required placeholder={t("newsletter-email")} value={email}
              onChange={(e) => setEmail(e.target.value)} disabled={sending} aria-invalid={error ? true : undefined}
              aria-describedby={error ? "newsletter-error" : undefined} />
            <button type="submit" className="button button-primary" disabled={sending}>
              <Mail size={18} aria-hidden /> {sending ? t("newsletter-sending") : t("newsletter-submit")}
            </button>
          </div>
          {error && (
            <p className="field-error" id="newsletter-error">
              {error}
            </p>
          )}
          <ul className="newsletter-points">
            {["no-spam", "max-one", "unsubscribe"].map((k) => (
              <li key={k}>
                <Check size={16} aria-hidden /> {t(`newsletter-${k}`)}
              </li>
            ))}
          </ul>
        </form>
      </div>
    </section>
  );
}
