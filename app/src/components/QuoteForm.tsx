// The home page's quote form. Rules run in the browser for instant feedback and on
// the server (POST /api/quote), with the specification's messages under each field.
import Send from "lucide-react/icons/send";
import { type FormEvent, useState } from "react";
import { api } from "../lib/api";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { type FieldErrors, validateQuote } from "../lib/validation";
import { useToast } from "./Toaster";

const EMPTY = { name: "", email: "", phone: "", message: "" };

export function QuoteForm() {
  const t = useT();
  const toast = useToast();
  const { lang, site } = usePage();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });
  const message = (f: string) => (errors[f] ? (errors[f].startsWith("form-") ? t(errors[f]) : errors[f]) : null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const local = validateQuote(values);
    setErrors(local);
    if (Object.keys(local).length) return;
    setSending(true);
    const res = await api("POST", "/api/quote", lang, values);
    setSending(false);
    if (res.ok) {
      toast({ title: t("quote-success"), description: t("quote-success-text"), variant: "success" });
      setValues(EMPTY);
      setErrors({});
    } else if (res.status === 422) {
      setErrors(res.error.fields);
    } else {
      toast({ title: t("quote-failed"), description: t("quote-failed-text", { phone: site.phone }), variant: "destructive" });
    }
  };

  const field = (name: keyof typeof EMPTY, label: string, props: Record<string, string> = {}) => (
    <div className={`field${errors[name] ? " field-invalid" : ""}`}>
      <label htmlFor={`quote-${name}`}>{label}</label>
      {name === "message" ? (
        <textarea id={`quote-${name}`} name={name} rows={5} value={values[name]} onChange={set(name)} disabled={sending}
          aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `quote-${name}-error` : undefined} {...props} />
      ) : (
        <input id={`quote-${name}`} name={name} value={values[name]} onChange={set(name)} disabled={sending}
          aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `quote-${name}-error` : undefined} {...props} />
      )}
      {errors[name] && (
        <p className="field-error" id={`quote-${name}-error`}>
          {message(name)}
        </p>
      )}
    </div>
  );

  return (
    <form className="form card quote-form" onSubmit={onSubmit} noValidate aria-labelledby="quote-heading">
      <h3 id="quote-heading">{t("quote-heading")}</h3>
      {field("name", t("quote-name"), { autoComplete: "name" })}
      <div className="field-row">
        {field("email", t("quote-email"), { type: "email", autoComplete: "email" })}
        {field("phone", t("quote-phone"), { type: "tel", autoComplete: "tel", placeholder: t("quote-phone-placeholder") })}
      </div>
      {field("message", t("quote-message"), { placeholder: t("quote-message-placeholder") })}
      <button type="submit" className="button button-primary button-block" disabled={sending}>
        <Send size={18} aria-hidden /> {sending ? t("quote-sending") : t("quote-submit")}
      </button>
    </form>
  );
}
