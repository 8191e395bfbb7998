// The code step of a sign-in: after the right password of an account with a second
// factor the server answers `mfaRequired` and holds a short challenge in an HttpOnly
// cookie; the code from the authenticator app (or one recovery code) completes it.
// Used by /auth and by /auth/reset (a new password does not skip the factor).
import KeyRound from "lucide-react/icons/key-round";
import Smartphone from "lucide-react/icons/smartphone";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { api } from "../lib/api";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { codeProblem, type CodeKind, typedCode } from "../lib/second-factor";
import type { SessionUser } from "../lib/types";
import { Field } from "./Field";
import { useToast } from "./Toaster";

export function SecondFactorStep({
  intro,
  onSignedIn,
  onBack,
}: {
  /** The message id of the text under the heading (the app's code by default). */
  intro?: string;
  onSignedIn: (user: SessionUser) => void;
  /** Back to the password form; without it, a link to /auth. */
  onBack?: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const { lang } = usePage();
  const [kind, setKind] = useState<CodeKind>("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Counts the refused tries: after each, the (enabled again) field takes the focus. */
  const [refused, setRefused] = useState(0);
  const input = useRef<HTMLDivElement>(null);
  const headingId = useId();

  // The step replaces the form the visitor just used: the field takes the focus, so
  // typing (or the phone's one-time-code suggestion) goes straight in.
  useEffect(() => {
    input.current?.querySelector("input")?.focus();
  }, [kind, refused]);

  const switchKind = () => {
    setKind(kind === "totp" ? "recovery" : "totp");
    setCode("");
    setError(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code, kind);
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    const res = await api<{ user: SessionUser }>("POST", "/api/auth/mfa/verify", lang, { code: code.trim() });
    if (res.ok) {
      onSignedIn(res.data.user);
      return;
    }
    setBusy(false);
    // 401: a wrong code, or the sign-in attempt used up or expired; 429: too many
    // wrong codes. The server says which, in the visitor's language.
    const known = res.status === 401 || res.status === 422 || res.status === 429;
    const message = known ? res.error.error : t("second-factor-verify-failed");
    setError(message);
    toast({ title: message, description: known ? undefined : res.error.error, variant: "destructive" });
    setCode("");
    setRefused((n) => n + 1);
  };

  const totp = kind === "totp";
  return (
    <div className="second-factor-step">
      <Smartphone size={40} aria-hidden className="second-factor-step-icon" />
      <h1 id={headingId}>{t("second-factor-step-heading")}</h1>
      <p className="muted">{t(totp ? (intro ?? "second-factor-step-text") : "second-factor-step-recovery-text")}</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <div ref={input}>
          {totp ? (
            <Field key="totp" label={t("second-factor-code-label")} name="code" className="code-input" inputMode="numeric"
              autoComplete="one-time-code" value={code} error={error} disabled={busy}
              onChange={(e) => setCode(typedCode(e.target.value, "totp"))} />
          ) : (
            <Field key="recovery" label={t("second-factor-recovery-label")} name="recoveryCode" className="code-input"
              autoComplete="off" autoCapitalize="none" spellCheck={false}
              placeholder={t("second-factor-recovery-placeholder")} value={code} error={error} disabled={busy}
              onChange={(e) => setCode(typedCode(e.target.value, "recovery"))} />
          )}
        </div>
        <button className="button button-primary button-block" type="submit" disabled={busy}>
          <KeyRound size={18} aria-hidden /> {busy ? t("second-factor-verifying") : t("second-factor-verify")}
        </button>
      </form>
      <p className="second-factor-step-links">
        <button type="button" className="link-button" onClick={switchKind}>
          {t(totp ? "second-factor-use-recovery" : "second-factor-use-app")}
        </button>
        {onBack ? (
          <button type="button" className="link-button" onClick={onBack}>{t("second-factor-back")}</button>
        ) : (
          <Link to="/auth">{t("second-factor-back")}</Link>
        )}
      </p>
    </div>
  );
}
