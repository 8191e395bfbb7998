// The layout both legal pages share: hero with the date, a numbered table of contents
// and the numbered sections. Each page supplies its sections and how a block renders.
import type { ReactNode } from "react";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { PageHero } from "./PageHero";

/** The business facts the legal texts refer to, as catalogue arguments. */
export function useSiteArgs() {
  const { site } = usePage();
  return { name: site.name, phone: site.phone, email: site.email, address: site.address, cvr: site.cvr };
}

/** The company's details, as both legal pages show them. */
export function CompanyAddress() {
  const t = useT();
  const { site } = usePage();
  return (
    <address className="legal-address">
      <strong>{site.name}</strong>
      <br />
      {site.address}
      <br />
      {t("legal-company-cvr", { cvr: site.cvr })}
      <br />
      {t("legal-company-email", { email: site.email })}
      <br />
      {t("legal-company-phone", { phone: site.phone })}
    </address>
  );
}

export interface LegalSection<B> {
  /** The anchor (kept stable: people link to it). */
  id: string;
  /** Catalogue key part: `{prefix}-section-{key}-heading`. */
  key: string;
  blocks: B[];
}

export function LegalDocument<B>({
  prefix,
  title,
  intro,
  sections,
  renderBlock,
}: {
  prefix: string;
  title: string;
  intro: string;
  sections: LegalSection<B>[];
  renderBlock: (block: B, index: number) => ReactNode;
}) {
  const t = useT();
  return (
    <>
      <PageHero tone="light" title={title} intro={intro}>
        <p className="legal-updated">{t("legal-updated")}</p>
      </PageHero>
      <div className="container legal-layout">
        <nav className="legal-toc" aria-labelledby="toc-title">
          <h2 id="toc-title">{t("legal-toc-heading")}</h2>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{t(`${prefix}-section-${s.key}-heading`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal-text">
          {sections.map((s, i) => (
            // Focusable so that following a contents link moves keyboard focus here too.
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} tabIndex={-1}>
              <h2 id={`${s.id}-title`}>
                <span className="legal-number">{i + 1}.</span> {t(`${prefix}-section-${s.key}-heading`)}
              </h2>
              {s.blocks.map((b, j) => renderBlock(b, j))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
