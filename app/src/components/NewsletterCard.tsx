// The newsletter on /profile: its status, and one button to subscribe (with a verified
// address at once, else through the mailed link) or to unsubscribe.
import Mail from "lucide-react/icons/mail";
import { useState } from "react";
import { api } from "../lib/api";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { useToast } from "./Toaster";

export function NewsletterCard({ initial }: { initial: string }) {
  const t = useT();
  const toast = useToast();
  const { lang } = usePage();
  const [status, setStatus] = useState(initial);
  const [busy, setBusy] = useState(false);
  const subscribed = status === "confirmed";

  const toggle = async () => {
    setBusy(true);
    const res = await api<{ status: string }>("PUT", "/api/profile/newsletter", lang, { subscribe: !subscribed });
    setBusy(false);
    if (res.ok) {
      setStatus(res.data.status);
      const key = res.data.status === "confirmed" ? "profile-newsletter-subscribed" : res.data.status === "pending" ? "profile-newsletter-check-mail" : "profile-newsletter-unsubscribed";
      toast({ title: t(key), variant: "success" });
    } else {
      toast({ title: t("profile-newsletter-failed"), description: res.error.error, variant: "destructive" });
    }
  };

  return (
    <section className="card" aria-labelledby="newsletter-card-heading">
      <h2 id="newsletter-card-heading"><Mail size={20} aria-hidden /> {t("profile-newsletter-heading")}</h2>
      <p className="muted" aria-live="polite">{t(`profile-newsletter-status-${status}`)}</p>
      <p className="muted">{t("profile-newsletter-text")}</p>
      <button type="button" className="button button-outline" disabled={busy} onClick={() => void toggle()}>
        {t(subscribed ? "profile-newsletter-unsubscribe" : "profile-newsletter-subscribe")}
      </button>
    </section>
  );
}
