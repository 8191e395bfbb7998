// /auth: sign in and sign up. The server sends signed-in visitors to /profile. An
// account with a second factor answers the right password with `mfaRequired`: the
// code step then takes the form's place.
import LogIn from "lucide-react/icons/log-in";
import UserPlus from "lucide-react/icons/user-plus";
import { type FormEvent, useState } from "react";
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
import { type FieldErrors, validateSignIn, validateSignUp } from "../lib/validation";

type Tab = "sign-in" | "sign-up";

/** A sign-in's success, with or without the code step: say welcome, show /profile
 * (its data, and the header's, comes from the server with the new session). */
function useWelcomeBack() {
  const t = useT();
  const toast = useToast();
  const { navigateFresh } = usePageActions();
  return () => {
    toast({ title: t("auth-welcome-back"), description: t("auth-welcome-back-text"), variant: "success" });
    navigateFresh("/profile");
  };
}

function useSubmit(data: PageData, onCodeRequired?: () => void) {
  const t = useT();
  const toast = useToast();
  const { navigateFresh } = usePageActions();
  return async (
    path: string,
    body: Record<string, string>,
    local: FieldErrors,
    setErrors: (e: FieldErrors) => void,
    success: { title: string; text: string },
    failureTitle: string,
  ) => {
    if (Object.keys(local).length) {
      setErrors(local);
      toast({ title: t("validation-invalid"), description: t(Object.values(local)[0]), variant: "destructive" });
      return;
    }
    const res = await api<{ user: SessionUser | null; mfaRequired?: boolean }>("POST", path, data.lang, body);
    if (res.ok && res.data.mfaRequired && onCodeRequired) {
      onCodeRequired();
      return;
    }
    if (res.ok) {
      toast({ title: success.title, description: success.text, variant: "success" });
      navigateFresh("/profile");
      return;
    }
    setErrors(res.error.fields ?? {});
    const known = res.status === 401 || res.status === 409 || res.status === 422 || res.status === 429;
    toast({
      title: known ? res.error.error : failureTitle,
      description: res.error.hint ?? res.error.message ?? (known ? undefined : res.error.error),
      variant: "destructive",
    });
  };
}

function SignIn({ data, email, onCodeRequired }: { data: PageData; email: string; onCodeRequired: (email: string) => void }) {
  const t = useT();
  const [values, setValues] = useState({ email, password: "" });
  const submit = useSubmit(data, () => onCodeRequired(values.email));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    await submit("/api/auth/sign-in", values, validateSignIn(values), setErrors,
      { title: t("auth-welcome-back"), text: t("auth-welcome-back-text") }, t("auth-sign-in-failed"));
    setBusy(false);
  };
  const error = (f: string) => (errors[f] ? (errors[f].startsWith("validation-") ? t(errors[f]) : errors[f]) : null);
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t("auth-tab-sign-in")}>
      <Field label={t("auth-email")} type="email" name="email" autoComplete="email" placeholder={t("auth-email-placeholder")}
        value={values.email} error={error("email")} disabled={busy} onChange={(e) => setValues({ ...values, email: e.target.value })} />
      {/* Back from the code step: the email is kept, the password is asked for again. */}
      <Field label={t("auth-password")} type="password" name="password" autoComplete="current-password" autoFocus={email !== ""}
        value={values.password} error={error("password")} disabled={busy} onChange={(e) => setValues({ ...values, password: e.target.value })} />
      <p className="auth-forgot">
        <Link to="/auth/reset">{t("recovery-forgot-link")}</Link>
      </p>
      <button className="button button-primary button-block" type="submit" disabled={busy}>
        <LogIn size={18} aria-hidden /> {busy ? t("auth-signing-in") : t("auth-sign-in-button")}
      </button>
    </form>
  );
}

function SignUp({ data }: { data: PageData }) {
  const t = useT();
  const submit = useSubmit(data);
  const [values, setValues] = useState({ firstName: "", lastName: "", email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    await submit("/api/auth/sign-up", values, validateSignUp(values), setErrors,
      { title: t("auth-welcome-new", { product: data.site.name }), text: t("auth-welcome-new-text") }, t("auth-sign-up-failed"));
    setBusy(false);
  };
  const error = (f: string) => (errors[f] ? (errors[f].startsWith("validation-") ? t(errors[f]) : errors[f]) : null);
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t("auth-tab-sign-up")}>
      <div className="field-row">
        <Field label={t("auth-first-name")} name="firstName" autoComplete="given-name" value={values.firstName}
          error={error("firstName")} disabled={busy} onChange={set("firstName")} />
        <Field label={t("auth-last-name")} name="lastName" autoComplete="family-name" value={values.lastName}
          error={error("lastName")} disabled={busy} onChange={set("lastName")} />
      </div>
      <Field label={t("auth-email")} type="email" name="email" autoComplete="email" placeholder={t("auth-email-placeholder")}
        value={values.email} error={error("email")} disabled={busy} onChange={set("email")} />
      <Field label={t("auth-password")} type="password" name="password" autoComplete="new-password" value={values.password}
        error={error("password")} disabled={busy} onChange={set("password")}
        hint={<>{t("auth-password-hint")}<PasswordStrength password={values.password} /></>} />
      <button className="button button-primary button-block" type="submit" disabled={busy}>
        <UserPlus size={18} aria-hidden /> {busy ? t("auth-signing-up") : t("auth-sign-up-button")}
      </button>
    </form>
  );
}

export default function Auth({ data }: { data: PageData }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>("sign-in");
  /** The email that passed the password step, while its code is asked for. */
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const welcomeBack = useWelcomeBack();
  const tabs: Tab[] = ["sign-in", "sign-up"];
  if (codeFor !== null) {
    const back = () => {
      setEmail(codeFor);
      setCodeFor(null);
    };
    return (
      <section className="container auth-page">
        <div className="auth-card">
          <SecondFactorStep onSignedIn={welcomeBack} onBack={back} />
        </div>
      </section>
    );
  }
  return (
    <section className="container auth-page">
      <div className="auth-card">
        <h1>{t("auth-heading")}</h1>
        <p className="muted">{t("auth-intro")}</p>
        <div className="tabs" role="tablist" aria-label={t("auth-heading")}>
          {tabs.map((id) => (
            <button key={id} id={`tab-${id}`} type="button" role="tab" aria-selected={tab === id} aria-controls={`panel-${id}`}
              tabIndex={tab === id ? 0 : -1} className="tab" onClick={() => setTab(id)}
              onKeyDown={(e) => {
                if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
                  const next = tabs[(tabs.indexOf(id) + 1) % tabs.length];
                  setTab(next);
                  document.getElementById(`tab-${next}`)?.focus();
                }
              }}>
              {t(id === "sign-in" ? "auth-tab-sign-in" : "auth-tab-sign-up")}
            </button>
          ))}
        </div>
        <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
          {tab === "sign-in" ? <SignIn data={data} email={email} onCodeRequired={setCodeFor} /> : <SignUp data={data} />}
        </div>
      </div>
    </section>
  );
}

export const meta: RouteModule["meta"] = (data, t) => ({
  title: `${t("auth-title")} | ${data.site.name}`,
  noindex: true,
});
