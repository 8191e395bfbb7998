// /coming-soon: the new web shop is on its way. A countdown of 45 days from page load
// (the server and the browser's first render both show the full 45 days; the clock
// starts in the browser) and a password gate that the server checks.
import KeyRound from "lucide-react/icons/key-round";
import Phone from "lucide-react/icons/phone";
import Rocket from "lucide-react/icons/rocket";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Field } from "../components/Field";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { type Countdown as CountdownValue, countdownTarget, FULL_COUNTDOWN, remaining, TICK_MS } from "../lib/countdown";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { usePageActions } from "../lib/session";
import type { NoData } from "../generated/NoData";
import type { PageData } from "../lib/types";


const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

function Countdown() {
  const t = useT();
  const [left, setLeft] = useState<CountdownValue>(FULL_COUNTDOWN);

  useEffect(() => {
    const target = countdownTarget(Date.now());
    const tick = () => {
      const value = remaining(target, Date.now());
      setLeft(value);
      return value.days + value.hours + value.minutes + value.seconds > 0;
    };
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const units = [
    { key: "days", value: String(left.days), label: t("coming-soon-days", { count: left.days }) },
    { key: "hours", value: pad(left.hours), label: t("coming-soon-hours", { count: left.hours }) },
    { key: "minutes", value: pad(left.minutes), label: t("coming-soon-minutes", { count: left.minutes }) },
    { key: "seconds", value: pad(left.seconds), label: t("coming-soon-seconds", { count: left.seconds }) },
  ];

  return (
    <div className="countdown" role="timer" aria-live="off" aria-atomic="true" aria-label={t("coming-soon-countdown-label")}>
      {/* Read as one sentence; the tiles below are for the eye. */}
      <p className="sr-text">{t("coming-soon-summary", { ...left })}</p>
      <ol className="countdown-units" aria-hidden="true">
        {units.map((u) => (
          <li key={u.key} className="countdown-unit">
            <span className="countdown-value">{u.value}</span>
            <span className="countdown-label">{u.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function UnlockForm({ lang, phone }: { lang: string; phone: string }) {
  const t = useT();
  const toast = useToast();
  const { navigateFresh } = usePageActions();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusInput = () => form.current?.querySelector<HTMLInputElement>("input[name=password]")?.focus();
  // The input is disabled while the check runs and loses focus; it gets it back
  // after the render that enables it again.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus) focusInput();
  }, [refocus]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (password === "") {
      setError(t("coming-soon-password-required"));
      focusInput();
      return;
    }
    setError(null);
    setBusy(true);
    const res = await api<{ ok: boolean }>("POST", "/api/coming-soon/unlock", lang, { password });
    setBusy(false);
    if (res.ok) {
      toast({ title: t("coming-soon-unlocked"), description: t("coming-soon-unlocked-text"), variant: "success" });
      navigateFresh("/");
    } else if (res.status === 403) {
      setPassword("");
      toast({ title: t("coming-soon-wrong-password"), description: t("coming-soon-wrong-password-text"), variant: "destructive" });
      setRefocus((n) => n + 1);
    } else if (res.status === 422) {
      setError(t("coming-soon-password-required"));
      setRefocus((n) => n + 1);
    } else if (res.status === 429 && res.error.error) {
      // Too many attempts: the server's message, already in the visitor's language.
      toast({ title: res.error.error, description: res.error.hint ?? res.error.message, variant: "destructive" });
    } else {
      toast({ title: t("coming-soon-unlock-failed"), description: t("coming-soon-unlock-failed-text", { phone }), variant: "destructive" });
    }
  };

  return (
    <form ref={form} className="card coming-soon-form form" onSubmit={onSubmit} noValidate aria-labelledby="coming-soon-password-heading">
      <h2 id="coming-soon-password-heading">
        <KeyRound size={20} aria-hidden /> {t("coming-soon-password-heading")}
      </h2>
      <p className="muted">{t("coming-soon-password-intro")}</p>
      <div className="coming-soon-unlock">
        <Field
          label={t("coming-soon-password-label")}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={error}
          disabled={busy}
          onChange={(e) => {
            setPassword(e.target.value);
            if (error) setError(null);
          }}
        />
        <button className="button button-primary" type="submit" disabled={busy}>
          {busy ? t("coming-soon-checking") : t("coming-soon-submit")}
        </button>
      </div>
    </form>
  );
}

export default function ComingSoon({ data }: { data: PageData<NoData> }) {
  const t = useT();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-heading">
      <div className="container coming-soon-inner">
        <p className="coming-soon-eyebrow">
          <Rocket size={16} aria-hidden /> {t("coming-soon-title")}
        </p>
        <h1 id="coming-soon-heading">{t("coming-soon-heading")}</h1>
        <p className="coming-soon-text">{t("coming-soon-text")}</p>
        <Countdown />
        <UnlockForm lang={data.lang} phone={data.site.phone} />
        <p className="coming-soon-meanwhile">
          {t("coming-soon-meanwhile")}{" "}
          <a href={data.site.phoneHref} className="coming-soon-call">
            <Phone size={16} aria-hidden /> {t("coming-soon-call", { phone: data.site.phone })}
          </a>
        </p>
      </div>
    </section>
  );
}

export const meta: RouteModule<NoData>["meta"] = (data, t) => ({
  title: `${t("coming-soon-title")} | ${data.site.name}`,
  noindex: true,
});
