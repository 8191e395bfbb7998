import LockKeyhole from "lucide-react/icons/lock-keyhole";
import LogOut from "lucide-react/icons/log-out";
import ShieldAlert from "lucide-react/icons/shield-alert";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "../lib/api";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { usePageActions } from "../lib/session";
import { useToast } from "./Toaster";

/** What an administrator sees on an admin page before the session has passed the
 * second factor: `enrol` (none set up: do it on /profile) or `verify` (set up, but
 * this session signed in without it: sign out, then in again with the code). */
export function SecondFactorRequired({ step }: { step: string }) {
  const t = useT();
  const toast = useToast();
  const { lang } = usePage();
  const { navigateFresh } = usePageActions();
  const [busy, setBusy] = useState(false);
  // Straight to the sign-in form (the header's "log out" goes home instead): the next
  // sign-in asks for the code.
  const signOutAndIn = async () => {
    setBusy(true);
    await api("POST", "/api/auth/sign-out", lang);
    toast({ title: t("profile-logged-out"), description: t("profile-logged-out-text"), variant: "success" });
    navigateFresh("/auth");
  };
  const enrol = step === "enrol";
  return (
    <section className="container narrow-page second-factor-required">
      {enrol ? <LockKeyhole size={48} aria-hidden /> : <ShieldAlert size={48} aria-hidden />}
      <h1>{t(enrol ? "second-factor-admin-enrol-heading" : "second-factor-admin-verify-heading")}</h1>
      <p>{t(enrol ? "second-factor-admin-enrol-text" : "second-factor-admin-verify-text")}</p>
      {enrol ? (
        <Link to="/profile" className="button button-primary">{t("second-factor-admin-enrol-link")}</Link>
      ) : (
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void signOutAndIn()}>
          <LogOut size={18} aria-hidden /> {t("second-factor-admin-sign-out")}
        </button>
      )}
    </section>
  );
}
