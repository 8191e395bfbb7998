// /profile: the signed-in customer's details, password and orders. The server sends
// visitors without a session to /auth.
import KeyRound from "lucide-react/icons/key-round";
import LogOut from "lucide-react/icons/log-out";
import MailWarning from "lucide-react/icons/mail-warning";
import Package from "lucide-react/icons/package";
import Save from "lucide-react/icons/save";
import User from "lucide-react/icons/user";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { Field } from "../components/Field";
import { OrderDocuments } from "../components/OrderDocuments";
import { OrderLines } from "../components/OrderLines";
import { OrderStatus } from "../components/OrderStatus";
import { NewsletterCard } from "../components/NewsletterCard";
import { OwnData } from "../components/OwnData";
import { ResendVerification } from "../components/ResendVerification";
import { SecondFactorCard, type SecondFactorSetup } from "../components/SecondFactorCard";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { formatDate } from "../lib/format";
import { type T, useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { usePageActions } from "../lib/session";
import { useSignOut } from "../lib/sign-out";
import type { DocumentSummary } from "../generated/DocumentSummary";
import type { Order } from "../generated/Order";
import type { Profile } from "../generated/Profile";
import type { ProfileData } from "../generated/ProfileData";
import type { PageData } from "../lib/types";
import { type FieldErrors, validatePasswordChange, validateProfile } from "../lib/validation";


const messageOf = (t: T, key: string) => (key.startsWith("validation-") ? t(key) : key);

function ProfileForm({ data, profile }: { data: PageData<ProfileData>; profile: Profile }) {
  const t = useT();
  const toast = useToast();
  const { navigateFresh } = usePageActions();
  const [values, setValues] = useState({ firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const local = validateProfile(values);
    setErrors(local);
    if (Object.keys(local).length) {
      toast({ title: t("validation-invalid"), description: t(Object.values(local)[0]), variant: "destructive" });
      return;
    }
    setSaving(true);
    const res = await api("PUT", "/api/profile", data.lang, values);
    setSaving(false);
    if (res.ok) {
      toast({ title: t("profile-saved"), description: t("profile-saved-text"), variant: "success" });
      navigateFresh("/profile"); // the header shows the new name too
    } else if (res.status === 401) {
      navigateFresh("/auth");
    } else {
      setErrors(res.error.fields ?? {});
      toast({ title: res.status === 422 ? res.error.error : t("profile-update-failed"), description: res.error.message ?? res.error.error, variant: "destructive" });
    }
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-labelledby="personal-info">
      <h2 id="personal-info"><User size={20} aria-hidden /> {t("profile-personal-info")}</h2>
      <Field label={t("profile-email")} type="email" value={profile.email} readOnly disabled hint={t("profile-email-locked")} />
      <div className="field-row">
        <Field label={t("profile-first-name")} name="firstName" autoComplete="given-name" value={values.firstName}
          error={errors.firstName && messageOf(t, errors.firstName)} disabled={saving} onChange={set("firstName")} />
        <Field label={t("profile-last-name")} name="lastName" autoComplete="family-name" value={values.lastName}
          error={errors.lastName && messageOf(t, errors.lastName)} disabled={saving} onChange={set("lastName")} />
      </div>
      <Field label={t("profile-phone")} type="tel" name="phone" autoComplete="tel" placeholder={t("profile-phone-placeholder")}
        value={values.phone} error={errors.phone && messageOf(t, errors.phone)} disabled={saving} onChange={set("phone")} />
      <button className="button button-primary" type="submit" disabled={saving}>
        <Save size={18} aria-hidden /> {saving ? t("profile-saving") : t("profile-save")}
      </button>
    </form>
  );
}

function PasswordForm({ data }: { data: PageData<ProfileData> }) {
  const t = useT();
  const toast = useToast();
  const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const local = validatePasswordChange(values);
    setErrors(local);
    if (Object.keys(local).length) {
      toast({ title: t("validation-invalid"), description: t(Object.values(local)[0]), variant: "destructive" });
      return;
    }
    setBusy(true);
    const res = await api<{ message: string }>("POST", "/api/profile/password", data.lang, values);
    setBusy(false);
    if (res.ok) {
      setValues(empty);
      toast({ title: t("profile-password-changed"), description: res.data.message, variant: "success" });
    } else {
      setErrors(res.error.fields ?? {});
      const title = res.status === 403 || res.status === 422 ? res.error.error : t("profile-password-change-failed");
      toast({ title, description: res.error.hint ?? res.error.message ?? res.error.error, variant: "destructive" });
    }
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-labelledby="change-password">
      <h2 id="change-password"><KeyRound size={20} aria-hidden /> {t("profile-change-password")}</h2>
      <Field label={t("profile-current-password")} type="password" autoComplete="current-password" value={values.currentPassword}
        error={errors.currentPassword && messageOf(t, errors.currentPassword)} disabled={busy} onChange={set("currentPassword")} />
      <Field label={t("profile-new-password")} type="password" autoComplete="new-password" value={values.newPassword}
        error={errors.newPassword && messageOf(t, errors.newPassword)} disabled={busy} onChange={set("newPassword")} hint={t("auth-password-hint")} />
      <Field label={t("profile-confirm-password")} type="password" autoComplete="new-password" value={values.confirmPassword}
        error={errors.confirmPassword && messageOf(t, errors.confirmPassword)} disabled={busy} onChange={set("confirmPassword")} />
      <button className="button button-outline" type="submit" disabled={busy}>
        {busy ? t("profile-changing-password") : t("profile-change-password-button")}
      </button>
    </form>
  );
}

/** Shown until the address is confirmed through the mailed link. */
function VerifyBanner({ email }: { email: string }) {
  const t = useT();
  return (
    <section className="notice notice-warning verify-banner" aria-labelledby="verify-banner-heading">
      <MailWarning size={28} aria-hidden className="verify-banner-icon" />
      <div className="verify-banner-text">
        <h2 id="verify-banner-heading">{t("verify-banner-heading")}</h2>
        <p>{t("verify-banner-text", { email })}</p>
      </div>
      <ResendVerification />
    </section>
  );
}

function Orders({ orders, documents }: { orders: Order[]; documents: DocumentSummary[] }) {
  const t = useT();
  if (orders.length === 0) {
    return (
      <div className="card empty-state">
        <Package size={40} aria-hidden />
        <p>{t("orders-empty")}</p>
        <Link to="/#products" className="button button-primary">{t("orders-start-shopping")}</Link>
      </div>
    );
  }
  return (
    <ul className="orders">
      {orders.map((order) => (
        <li key={order.id} className="card order">
          <div className="order-head">
            <h3>{t("orders-number", { number: order.orderNumber })}</h3>
            <OrderStatus status={order.status} />
          </div>
          {/* The specification fixes order dates to the Danish locale. */}
          <p className="muted">{t("orders-date", { date: formatDate(order.createdAt, "da") })}</p>
          <OrderLines order={order} />
          <OrderDocuments documents={documents.filter((d) => d.orderNumber === order.orderNumber)} lang="da" />
          <p className="order-open">
            <Link to={`/ordre/${encodeURIComponent(order.orderNumber)}`}>{t("orders-open", { number: order.orderNumber })}</Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function ProfilePage({ data }: { data: PageData<ProfileData> }) {
  const t = useT();
  const toast = useToast();
  const signOut = useSignOut();
  const [tab, setTab] = useState<"profile" | "orders">("profile");
  const [secondFactor, setSecondFactor] = useState<SecondFactorSetup>({ step: "idle" });
  const { profile, orders, failed, factors } = data.page;
  // The page's data came back fresh after the set-up: it says how things are now.
  useEffect(() => setSecondFactor((s) => (s.step === "saved" ? { step: "idle" } : s)), [data]);
  // An administrator without a second factor cannot use the admin pages: the card
  // comes first for them. It stays where it is while the page is open, so it does
  // not jump away once set up.
  const [needsSecondFactor] = useState(() => !!data.user?.roles.includes("admin") && !factors.some((f) => f.status === "verified"));
  const secondFactorCard = <SecondFactorCard factors={factors} setup={secondFactor} onSetup={setSecondFactor} />;

  useEffect(() => {
    if (failed) toast({ title: profile ? t("profile-orders-failed") : t("profile-fetch-failed"), variant: "destructive" });
  }, [failed]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className="container profile-page">
      <h1>{t("profile-heading")}</h1>
      {profile && <p className="muted">{t("profile-greeting", { name: `${profile.firstName} ${profile.lastName}` })}</p>}
      {data.user && !data.user.emailVerified && <VerifyBanner email={data.user.email} />}
      <div className="tabs" role="tablist" aria-label={t("profile-heading")}>
        {(["profile", "orders"] as const).map((id) => (
          <button key={id} id={`tab-${id}`} type="button" role="tab" className="tab" aria-selected={tab === id}
            aria-controls={`panel-${id}`} tabIndex={tab === id ? 0 : -1} onClick={() => setTab(id)}>
            {t(id === "profile" ? "profile-tab-profile" : "profile-tab-orders")}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="profile-panel">
        {tab === "profile" ? (
          profile ? (
            <div className="profile-grid">
              {needsSecondFactor && secondFactorCard}
              <ProfileForm key={`${profile.firstName}|${profile.lastName}|${profile.phone}`} data={data} profile={profile} />
              <PasswordForm data={data} />
              {!needsSecondFactor && secondFactorCard}
              <NewsletterCard initial={data.page.newsletter} />
              <OwnData secondFactor={factors.some((f) => f.status === "verified")} />
              <div className="card">
                <h2>{t("profile-account-actions")}</h2>
                <button type="button" className="button button-outline" onClick={() => void signOut()}>
                  <LogOut size={18} aria-hidden /> {t("profile-logout")}
                </button>
              </div>
            </div>
          ) : (
            <p>{t("profile-fetch-failed")}</p>
          )
        ) : orders ? (
          <Orders orders={orders} documents={data.page.documents} />
        ) : (
          <p>{t("profile-orders-failed")}</p>
        )}
      </div>
    </section>
  );
}

export const meta: RouteModule<ProfileData>["meta"] = (data, t) => ({
  title: `${t("profile-title")} | ${data.site.name}`,
  noindex: true,
});
