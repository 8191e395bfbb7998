// The customer's own data on /profile: "Hent mine data" downloads everything held
// about the account as one JSON file; "Slet min konto" asks for the password (and the
// second factor's code when one is set) and deletes the account on the server.
import Download from "lucide-react/icons/download";
import ShieldCheck from "lucide-react/icons/shield-check";
import Trash2 from "lucide-react/icons/trash-2";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { api } from "../lib/api";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { Field } from "./Field";
import { useToast } from "./Toaster";

export function OwnData({ secondFactor }: { secondFactor: boolean }) {
  const t = useT();
  const toast = useToast();
  const { lang } = usePage();
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState({ password: "", code: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const password = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) password.current?.focus();
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    setValues({ password: "", code: "" });
    setErrors({});
    requestAnimationFrame(() => opener.current?.focus());
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await api<{ message: string }>("POST", "/api/profile/delete", lang, values);
    setBusy(false);
    if (res.ok) {
      toast({ title: t("privacy-deleted"), description: res.data.message, variant: "success" });
      // The session is gone: a fresh page load shows the site signed out.
      window.location.assign(lang === "da" ? "/" : `/${lang}`);
      return;
    }
    const fields = res.error.fields ?? {};
    setErrors(res.status === 422 && !Object.keys(fields).length ? { code: res.error.error } : res.status === 403 ? { password: res.error.error } : fields);
    toast({ title: t("privacy-delete-failed"), description: res.error.hint ?? res.error.error, variant: "destructive" });
  };

  return (
    <section className="card own-data" aria-labelledby="own-data-heading">
      <h2 id="own-data-heading"><ShieldCheck size={20} aria-hidden /> {t("privacy-data-heading")}</h2>
      <p className="muted">{t("privacy-data-text")}</p>
      <p>
        <a className="button button-outline" href="/api/profile/export" download>
          <Download size={18} aria-hidden /> {t("privacy-export-button")}
        </a>
      </p>
      <p className="field-hint">{t("privacy-export-hint")}</p>
      {confirming ? (
        <form className="confirm-box own-data-delete" onSubmit={onSubmit} noValidate aria-labelledby="delete-account-heading"
          onKeyDown={(e) => {
            if (e.key === "Escape") cancel();
          }}>
          <h3 id="delete-account-heading">{t("privacy-delete-heading")}</h3>
          <p>{t("privacy-delete-text")}</p>
          <Field ref={password} label={t("privacy-delete-password")} type="password" autoComplete="current-password" value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })} error={errors.password} disabled={busy} />
          {secondFactor && (
            <Field label={t("privacy-delete-code")} autoComplete="one-time-code" inputMode="text" value={values.code}
              onChange={(e) => setValues({ ...values, code: e.target.value })} error={errors.code} disabled={busy} />
          )}
          <p className="button-row">
            <button type="submit" className="button button-danger" disabled={busy}>
              <Trash2 size={18} aria-hidden /> {busy ? t("privacy-deleting") : t("privacy-delete-confirm")}
            </button>
            <button type="button" className="button button-outline" onClick={cancel} disabled={busy}>{t("privacy-delete-cancel")}</button>
          </p>
        </form>
      ) : (
        <p>
          <button ref={opener} type="button" className="button button-outline button-danger-outline" onClick={() => setConfirming(true)}>
            <Trash2 size={18} aria-hidden /> {t("privacy-delete-button")}
          </button>
        </p>
      )}
    </section>
  );
}
