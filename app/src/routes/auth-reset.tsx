// /auth/reset: "forgot password". Without a token, a form that mails a link; with a
// working link's token, the new password (the sign-up rules), which signs the visitor
// in (after the code step when the account has a second factor); with a token that
// no longer works, says so and offers a new link.
import KeyRound from "lucide-react/icons/key-round";
import MailCheck from "lucide-react/icons/mail-check";
import MailPlus from "lucide-react/icons/mail-plus";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Field } from "../components/Field";
import { PasswordStrength } from "../components/PasswordStrength";
import { SecondFactorStep } from "../components/SecondFactorStep";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { usePageActions } from "../lib/session";
import type { PageData, SessionUser } from "../lib/types";
import { type FieldErrors, newPasswordError } from "../lib/validation";
import type { ResetData } from "../generated/ResetData";

type Mode = "request" | "new-password" | "expired" | "code";

/** The server's field messages are in the visitor's language already; ours are ids. */
const useMessage = () => {
  const t = useT();
  return (message: string | undefined) => (message ? (message.startsWith("validation-") ? t(message) : message) : null);
};

/** Asks for a link by email. The server answers the same for every address. */
function RequestLink({ data }: { data: PageData<ResetData> }) {
  const t = useT();
  const toast = useToast();
  const message = useMessage();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const emailField = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await api<{ message: string }>("POST", "/api/auth/password-reset", data.lang, { email });
    setBusy(false);
    if (res.ok) {
      setError(undefined);
      setSent(res.data.message);
    } else if (res.status === 422) {
      const field = res.error.fields?.email;
      setError(field ?? res.error.error);
      toast({ title: res.error.error, description: message(field) ?? undefined, variant: "destructive" });
    } else {
      toast({ title: t("recovery-request-failed"), description: res.error.error, variant: "destructive" });
    }
  };

  const again = () => {
    setSent(null);
    setEmail("");
    requestAnimationFrame(() => emailField.current?.querySelector("input")?.focus());
  };

  if (sent) {
    return (
      <div className="recovery-sent" role="status">
        <MailCheck size={40} aria-hidden className="success-icon" />
        <h2 ref={sentHeading} tabIndex={-1}>{t("recovery-sent-heading")}</h2>
        <p>{sent}</p>
        <p className="button-row">
          <button type="button" className="button button-outline" onClick={again}>{t("recovery-send-again")}</button>
          <Link to="/auth" className="button button-primary">{t("recovery-back-to-sign-in")}</Link>
        </p>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t("recovery-request-heading")}>
      <div ref={emailField}>
        <Field label={t("auth-email")} type="email" name="email" autoComplete="email" placeholder={t("auth-email-placeholder")}
          value={email} error={message(error)} disabled={busy} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <button className="button button-primary button-block" type="submit" disabled={busy}>
        <MailPlus size={18} aria-hidden /> {busy ? t("recovery-requesting") : t("recovery-request-button")}
      </button>
      <p className="auth-forgot">
        <Link to="/auth">{t("recovery-back-to-sign-in")}</Link>
      </p>
    </form>
  );
}

/** The new password, twice, with the sign-up rules; success signs the visitor in, or
 * asks for the second factor's code first. */
function NewPassword({ data, token, onExpired, onCodeRequired }: {
  data: PageData<ResetData>;
  token: string;
  onExpired: () => void;
  onCodeRequired: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const message = useMessage();
  const { navigateFresh } = usePageActions();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const passwordError = newPasswordError(values.password);
    const local: FieldErrors = {};
    if (passwordError) local.password = passwordError;
    if (values.confirmPassword === "" || (!passwordError && values.confirmPassword !== values.password)) {
      local.confirmPassword = "validation-passwords-mismatch";
    }
    setErrors(local);
    if (Object.keys(local).length) {
      toast({ title: t("validation-invalid"), description: t(Object.values(local)[0]), variant: "destructive" });
      return;
    }
    setBusy(true);
    const res = await api<{ user: SessionUser | null; mfaRequired?: boolean }>("POST", "/api/auth/reset-password", data.lang, { token, ...values });
    setBusy(false);
    if (res.ok && res.data.mfaRequired) {
      // The password is saved; the session starts once the code is given.
      onCodeRequired();
    } else if (res.ok) {
      toast({ title: t("recovery-saved"), description: t("recovery-saved-text"), variant: "success" });
      // The session cookie is set: /profile's data (and the header's) comes with the user.
      navigateFresh("/profile");
    } else if (res.status === 400) {
      toast({ title: res.error.error, description: res.error.hint, variant: "destructive" });
      onExpired();
    } else {
      const fields = res.error.fields ?? {};
      setErrors(fields);
      toast({
        title: res.status === 422 ? res.error.error : t("recovery-save-failed"),
        description: res.status === 422 ? (message(Object.values(fields)[0]) ?? undefined) : res.error.error,
        variant: "destructive",
      });
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t("recovery-new-heading")}>
      <Field label={t("recovery-new-password")} type="password" name="password" autoComplete="new-password" value={values.password}
        error={message(errors.password)} disabled={busy} onChange={set("password")}
        hint={<>{t("auth-password-hint")}<PasswordStrength password={values.password} /></>} />
      <Field label={t("recovery-confirm-password")} type="password" name="confirmPassword" autoComplete="new-password"
        value={values.confirmPassword} error={message(errors.confirmPassword)} disabled={busy} onChange={set("confirmPassword")} />
      <button className="button button-primary button-block" type="submit" disabled={busy}>
        <KeyRound size={18} aria-hidden /> {busy ? t("recovery-saving") : t("recovery-save-button")}
      </button>
    </form>
  );
}

/** After the new password: the code step, then the same welcome as without it. */
function CodeAfterReset() {
  const t = useT();
  const toast = useToast();
  const { navigateFresh } = usePageActions();
  const signedIn = () => {
    toast({ title: t("recovery-saved"), description: t("recovery-saved-text"), variant: "success" });
    navigateFresh("/profile");
  };
  return <SecondFactorStep intro="second-factor-step-after-reset" onSignedIn={signedIn} />;
}

export default function ResetPage({ data }: { data: PageData<ResetData> }) {
  const t = useT();
  const { token, tokenValid } = data.page;
  const initial: Mode = token ? (tokenValid ? "new-password" : "expired") : "request";
  const [mode, setMode] = useState<Mode>(initial);
  const heading = useRef<HTMLHeadingElement>(null);
  // Another link (or none) arrives by client navigation: start from what it says.
  useEffect(() => setMode(initial), [token, tokenValid]); // eslint-disable-line react-hooks/exhaustive-deps
  const expire = () => {
    setMode("expired");
    requestAnimationFrame(() => heading.current?.focus());
  };
  if (mode === "code") {
    return (
      <section className="container auth-page">
        <div className="auth-card">
          <CodeAfterReset />
        </div>
      </section>
    );
  }
  const title = mode === "new-password" ? "recovery-new-heading" : mode === "expired" ? "auth-reset-invalid" : "recovery-request-heading";
  const intro = mode === "new-password" ? "recovery-new-intro" : mode === "expired" ? "recovery-expired-text" : "recovery-request-intro";
  return (
    <section className="container auth-page">
      <div className="auth-card">
        <h1 ref={heading} tabIndex={-1}>{t(title)}</h1>
        <p className={mode === "expired" ? "form-error" : "muted"}>{t(intro)}</p>
        {mode === "new-password" && token ? <NewPassword data={data} token={token} onExpired={expire} onCodeRequired={() => setMode("code")} /> : <RequestLink data={data} />}
      </div>
    </section>
  );
}

export const meta: RouteModule<ResetData>["meta"] = (data, t) => ({
  title: `${t("recovery-title")} | ${data.site.name}`,
  noindex: true,
});
