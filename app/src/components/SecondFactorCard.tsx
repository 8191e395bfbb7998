// The profile's "two-factor authentication" card: off (what it is, set it up), set-up
// (the QR code, the secret to type, the first code), the recovery codes (shown once),
// and on (since when; turning it off takes a code). Administrators need it for the
// admin pages, and are told so.
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import Download from "lucide-react/icons/download";
import LockKeyhole from "lucide-react/icons/lock-keyhole";
import ShieldAlert from "lucide-react/icons/shield-alert";
import ShieldOff from "lucide-react/icons/shield-off";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { api } from "../lib/api";
import { formatDate } from "../lib/format";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { codeProblem, groupSecret, recoveryCodesFile, typedCode } from "../lib/second-factor";
import { usePageActions } from "../lib/session";
import type { Enrolment } from "../generated/Enrolment";
import type { Factor } from "../generated/Factor";
import { Field } from "./Field";
import { useToast } from "./Toaster";

/** Where the set-up is; kept by the page, so switching tabs does not lose the codes.
 * From the confirmation on, it carries the factors the server answered, shown until
 * the page's own data comes back fresh ("saved"). */
export type SecondFactorSetup =
  | { step: "idle" }
  | { step: "enrolling"; enrolment: Enrolment }
  | { step: "codes"; codes: string[]; factors: Factor[] }
  | { step: "saved"; factors: Factor[] };

/** Copies a text and says so on the button for a moment. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useT();
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast({ title: t("second-factor-copy-failed"), variant: "destructive" });
    }
  };
  return (
    <button type="button" className="button button-outline" onClick={() => void copy()}>
      {copied ? <Check size={18} aria-hidden /> : <Copy size={18} aria-hidden />}
      <span aria-live="polite">{copied ? t("second-factor-copied") : label}</span>
    </button>
  );
}

/** Off: what it is, and the button that starts the set-up. */
function Off({ onStarted }: { onStarted: (enrolment: Enrolment) => void }) {
  const t = useT();
  const toast = useToast();
  const { lang } = usePage();
  const { navigateFresh } = usePageActions();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const res = await api<Enrolment>("POST", "/api/profile/mfa", lang);
    setBusy(false);
    if (res.ok) onStarted(res.data);
    else if (res.status === 401) navigateFresh("/auth");
    else if (res.status === 409) {
      // Turned on meanwhile (another tab): show it as it is.
      toast({ title: res.error.error, variant: "success" });
      navigateFresh("/profile");
    } else toast({ title: t("second-factor-start-failed"), description: res.error.error, variant: "destructive" });
  };
  return (
    <>
      <p>{t("second-factor-off-text")}</p>
      <button type="button" className="button button-primary" disabled={busy} onClick={() => void start()}>
        <LockKeyhole size={18} aria-hidden /> {busy ? t("second-factor-starting") : t("second-factor-set-up")}
      </button>
    </>
  );
}

/** Set-up: scan (or type) the secret, then prove it with the app's first code. */
function Enrolling({ enrolment, onConfirmed, onCancel }: {
  enrolment: Enrolment;
  onConfirmed: (codes: string[], factors: Factor[]) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const { lang } = usePage();
  const { navigateFresh } = usePageActions();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // After a refused code the field (enabled again) takes the focus for the next one.
  useEffect(() => {
    if (refused) field.current?.querySelector("input")?.focus();
  }, [refused]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code, "totp");
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    const res = await api<{ recoveryCodes: string[]; factors: Factor[] }>("POST", "/api/profile/mfa/verify", lang, { code });
    setBusy(false);
    if (res.ok) {
      toast({ title: t("second-factor-enabled"), description: t("second-factor-enabled-text"), variant: "success" });
      onConfirmed(res.data.recoveryCodes, res.data.factors);
    } else if (res.status === 401) {
      navigateFresh("/auth");
    } else {
      const known = res.status === 422 || res.status === 429;
      setError(known ? res.error.error : t("second-factor-confirm-failed"));
      setCode("");
      setRefused((n) => n + 1);
      toast({ title: known ? res.error.error : t("second-factor-confirm-failed"), description: known ? undefined : res.error.error, variant: "destructive" });
    }
  };

  return (
    <div className="second-factor-setup">
      <div className="second-factor-scan">
        <h3 ref={heading} tabIndex={-1}>{t("second-factor-scan-heading")}</h3>
        <p>{t("second-factor-scan-text")}</p>
        <img className="second-factor-qr" src={enrolment.qrSvg} alt={t("second-factor-qr-alt")} width={220} height={220} />
        <p className="muted">{t("second-factor-secret-text")}</p>
        <p className="second-factor-secret">
          <code className="second-factor-secret-value">{groupSecret(enrolment.secret)}</code>
          <CopyButton text={enrolment.secret} label={t("second-factor-copy-secret")} />
        </p>
      </div>
      <form className="form second-factor-confirm" onSubmit={onSubmit} noValidate aria-labelledby="second-factor-confirm-heading">
        <h3 id="second-factor-confirm-heading">{t("second-factor-confirm-heading")}</h3>
        <div ref={field}>
          <Field label={t("second-factor-code-label")} name="code" className="code-input" inputMode="numeric" autoComplete="one-time-code"
            value={code} error={error} disabled={busy} onChange={(e) => setCode(typedCode(e.target.value, "totp"))} />
        </div>
        <div className="second-factor-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            <LockKeyhole size={18} aria-hidden /> {busy ? t("second-factor-confirming") : t("second-factor-confirm")}
          </button>
          <button type="button" className="button button-outline" disabled={busy} onClick={onCancel}>{t("second-factor-cancel")}</button>
        </div>
      </form>
    </div>
  );
}

/** The recovery codes, once: copy, download, and "I have saved them". */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const { site, user } = usePage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const file = recoveryCodesFile(t("second-factor-codes-file-heading", { site: site.name, email: user?.email ?? "" }), codes,
    t("second-factor-codes-file-note"));
  const download = () => {
    const url = URL.createObjectURL(new Blob([file], { type: "text/plain;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = t("second-factor-codes-file-name");
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="second-factor-codes">
      <h3 ref={heading} tabIndex={-1}>{t("second-factor-codes-heading")}</h3>
      <p>{t("second-factor-codes-text")}</p>
      <p className="notice notice-warning">{t("second-factor-codes-once")}</p>
      <ol className="recovery-codes" aria-label={t("second-factor-codes-label")}>
        {codes.map((code) => (
          <li key={code}><code>{code}</code></li>
        ))}
      </ol>
      <div className="second-factor-actions">
        <CopyButton text={codes.join("\n")} label={t("second-factor-codes-copy")} />
        <button type="button" className="button button-outline" onClick={download}>
          <Download size={18} aria-hidden /> {t("second-factor-codes-download")}
        </button>
        <button type="button" className="button button-primary" onClick={onDone}>
          <Check size={18} aria-hidden /> {t("second-factor-codes-saved")}
        </button>
      </div>
    </div>
  );
}

/** On: since when, and turning it off with a code from the app or a recovery code. */
function On({ factor, admin }: { factor: Factor; admin: boolean }) {
  const t = useT();
  const toast = useToast();
  const { lang, user } = usePage();
  const { navigateFresh } = usePageActions();
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(0);
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking) field.current?.querySelector("input")?.focus();
  }, [asking, refused]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code, "any");
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    const res = await api<{ factors: Factor[] }>("DELETE", "/api/profile/mfa", lang, { code: code.trim() });
    if (res.ok) {
      toast({ title: t("second-factor-turned-off"), description: t("second-factor-turned-off-text"), variant: "success" });
      navigateFresh("/profile");
    } else if (res.status === 401) {
      navigateFresh("/auth");
    } else {
      setBusy(false);
      const known = res.status === 422 || res.status === 429;
      setError(known ? res.error.error : t("second-factor-turn-off-failed"));
      setCode("");
      setRefused((n) => n + 1);
      toast({ title: known ? res.error.error : t("second-factor-turn-off-failed"), description: known ? undefined : res.error.error, variant: "destructive" });
    }
  };

  const cancel = () => {
    setAsking(false);
    setCode("");
    setError(null);
  };

  return (
    <>
      <p className="second-factor-since">{t("second-factor-since", { date: formatDate(factor.verifiedAt ?? factor.createdAt, lang) })}</p>
      <p>{t("second-factor-on-text")}</p>
      {admin && user && user.aal < 2 && (
        <p className="notice notice-warning second-factor-note"><ShieldAlert size={20} aria-hidden /> <span>{t("second-factor-session-without")}</span></p>
      )}
      {asking ? (
        <form className="form second-factor-turn-off" onSubmit={onSubmit} noValidate aria-label={t("second-factor-turn-off")}>
          <p>{t("second-factor-turn-off-text")}</p>
          {admin && <p className="notice notice-warning second-factor-note"><ShieldAlert size={20} aria-hidden /> <span>{t("second-factor-turn-off-admin")}</span></p>}
          <div ref={field}>
            <Field label={t("second-factor-any-code-label")} name="code" className="code-input" autoComplete="one-time-code"
              autoCapitalize="none" spellCheck={false} value={code} error={error} disabled={busy}
              onChange={(e) => setCode(typedCode(e.target.value, "any"))} />
          </div>
          <div className="second-factor-actions">
            <button type="submit" className="button button-danger" disabled={busy}>
              <ShieldOff size={18} aria-hidden /> {busy ? t("second-factor-turning-off") : t("second-factor-turn-off")}
            </button>
            <button type="button" className="button button-outline" disabled={busy} onClick={cancel}>{t("second-factor-cancel")}</button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button-outline" onClick={() => setAsking(true)}>
          <ShieldOff size={18} aria-hidden /> {t("second-factor-turn-off")}
        </button>
      )}
    </>
  );
}

export function SecondFactorCard({ factors, setup, onSetup }: {
  factors: Factor[];
  setup: SecondFactorSetup;
  onSetup: (setup: SecondFactorSetup) => void;
}) {
  const t = useT();
  const { user } = usePage();
  const { navigateFresh } = usePageActions();
  const admin = user?.roles.includes("admin") ?? false;
  const shown = setup.step === "codes" || setup.step === "saved" ? setup.factors : factors;
  const verified = shown.find((f) => f.status === "verified");
  // Until the codes are put away the card stays in its set-up, even if it is on now.
  const on = verified !== undefined && setup.step !== "codes";
  const wide = setup.step === "enrolling" || setup.step === "codes";
  return (
    <section id="second-factor" className={`card second-factor${wide ? " second-factor-wide" : ""}`} aria-labelledby="second-factor-heading">
      <div className="second-factor-head">
        <h2 id="second-factor-heading"><LockKeyhole size={20} aria-hidden /> {t("second-factor-heading")}</h2>
        <span className={`status ${verified ? "status-completed" : "status-other"}`}>
          {t(verified ? "second-factor-status-on" : "second-factor-status-off")}
        </span>
      </div>
      {admin && !verified && (
        <p className="notice notice-warning second-factor-note"><ShieldAlert size={20} aria-hidden /> <span>{t("second-factor-admin-required")}</span></p>
      )}
      {setup.step === "enrolling" ? (
        <Enrolling enrolment={setup.enrolment} onConfirmed={(codes, factors) => onSetup({ step: "codes", codes, factors })}
          onCancel={() => onSetup({ step: "idle" })} />
      ) : setup.step === "codes" ? (
        <RecoveryCodes codes={setup.codes} onDone={() => {
          // The session is at level 2 now: the page's data (and the header's) anew.
          onSetup({ step: "saved", factors: setup.factors });
          navigateFresh("/profile");
        }} />
      ) : on && verified ? (
        <On factor={verified} admin={admin} />
      ) : (
        <Off onStarted={(enrolment) => onSetup({ step: "enrolling", enrolment })} />
      )}
    </section>
  );
}
