import MailPlus from "lucide-react/icons/mail-plus";
import { useState } from "react";
import { api } from "../lib/api";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { usePageActions } from "../lib/session";
import { useToast } from "./Toaster";

/** "Send the link again": mails a fresh verification link to the signed-in user. The
 * server allows a few an hour (429 says how many minutes to wait). */
export function ResendVerification() {
  const t = useT();
  const toast = useToast();
  const { user, lang } = usePage();
  const { navigateFresh } = usePageActions();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");

  const resend = async () => {
    setBusy(true);
    const res = await api<{ sent: boolean }>("POST", "/api/auth/verify/resend", lang);
    setBusy(false);
    if (res.ok) {
      setNote("");
      toast({ title: t("verify-resent"), description: t("verify-resent-text", { email: user?.email ?? "" }), variant: "success" });
    } else if (res.status === 401) {
      navigateFresh("/auth");
    } else if (res.status === 409) {
      // Verified meanwhile (another tab, the link): the page shows it once reloaded.
      toast({ title: res.error.error, variant: "success" });
      navigateFresh("/profile");
    } else {
      setNote(res.error.error);
      toast({
        title: res.status === 429 ? res.error.error : t("verify-resend-failed"),
        description: res.status === 429 ? undefined : res.error.error,
        variant: "destructive",
      });
    }
  };

  return (
    <div className="resend-verification">
      <button type="button" className="button button-outline" disabled={busy} onClick={() => void resend()}>
        <MailPlus size={18} aria-hidden /> {busy ? t("verify-resending") : t("verify-resend")}
      </button>
      <p className="resend-note" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
