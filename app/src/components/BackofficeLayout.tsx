import type { ReactNode } from "react";
import { useT } from "../lib/i18n";
import type { PageData } from "../lib/types";
import type { BackofficeData } from "../generated/BackofficeData";
import { AccessDenied } from "./AccessDenied";
import { AdminNav } from "./AdminNav";
import { SecondFactorRequired } from "./SecondFactorRequired";

/** A back office page: 'Access Denied' for non-admins (the server sends no content),
 * the second factor to set up or sign in with for admins without it, else the admin
 * navigation, the title and the page's content. */
export function BackofficeLayout<C>({ data, children }: { data: PageData<BackofficeData<C>>; children: (content: C) => ReactNode }) {
  const t = useT();
  if (data.page.denied) return <AccessDenied />;
  if (data.page.secondFactor) return <SecondFactorRequired step={data.page.secondFactor} />;
  const { content } = data.page;
  return (
    <section className="container admin-page backoffice-page">
      <AdminNav />
      <h1>{t(data.page.titleKey)}</h1>
      {content ? children(content) : <p className="form-error" role="alert">{t("backoffice-unavailable")}</p>}
    </section>
  );
}
