// /handelsbetingelser: the terms of sale. Each paragraph is its own catalogue message;
// the sections below drive both the table of contents and the text.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CompanyAddress, LegalDocument, type LegalSection, useSiteArgs } from "../components/LegalDocument";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";
import { WITHDRAWAL_FORM_ID } from "../lib/withdrawal";

/** A paragraph, the company's details, an internal link, or the model withdrawal form. */
type Block = { p: string } | { company: true } | { link: string; to: string } | { withdrawalForm: true };

type Section = LegalSection<Block>;

const p = (...ids: string[]): Block[] => ids.map((id) => ({ p: `terms-section-${id}` }));

const SECTIONS: Section[] = [
  { id: "saelger", key: "seller", blocks: [...p("seller-text"), { company: true }] },
  { id: "priser", key: "prices", blocks: p("prices-text", "prices-errors") },
  { id: "bestilling", key: "order", blocks: p("order-text", "order-contract") },
  { id: "betaling", key: "payment", blocks: p("payment-text") },
  { id: "levering", key: "delivery", blocks: p("delivery-text", "delivery-shipping", "delivery-damage") },
  {
    id: "fortrydelsesret",
    key: "withdrawal",
    blocks: [
      ...p("withdrawal-text", "withdrawal-how"),
      { link: "terms-section-withdrawal-form-link", to: `#${WITHDRAWAL_FORM_ID}` },
      ...p("withdrawal-return", "withdrawal-condition", "withdrawal-exceptions"),
    ],
  },
  { id: "reklamationsret", key: "complaints", blocks: p("complaints-text", "complaints-how", "complaints-remedy") },
  { id: "garanti", key: "warranty", blocks: p("warranty-text", "warranty-scope") },
  { id: "installation", key: "installation", blocks: p("installation-text", "installation-rules", "installation-withdrawal") },
  { id: "miljoe", key: "recycling", blocks: p("recycling-text", "recycling-take-back") },
  { id: "klage", key: "disputes", blocks: p("disputes-text", "disputes-board", "disputes-eu") },
  {
    id: "personoplysninger",
    key: "privacy",
    blocks: [...p("privacy-text"), { link: "terms-section-privacy-link", to: "/privatlivspolitik" }],
  },
  // Last, as the law's annex: the order page and the confirmation mail link here.
  { id: WITHDRAWAL_FORM_ID, key: "withdrawal-form", blocks: [...p("withdrawal-form-intro"), { withdrawalForm: true }] },
];

/** The lines of the form after the addressee, in the annex's order; each has room to
 * write in. Goods only: the shop sells nothing else, so the services alternative of
 * the annex is left out. */
const FORM_LINES = ["notice", "dates", "name", "address", "signature", "date"];

/** The model withdrawal form, worded as the law words it, with the business as the
 * addressee: to print and fill in, or to copy into a mail. */
function WithdrawalForm() {
  const t = useT();
  const args = useSiteArgs();
  return (
    <div className="withdrawal-form">
      <p className="withdrawal-form-note">{t("terms-withdrawal-form-note")}</p>
      <ul>
        <li>{t("terms-withdrawal-form-to", args)}</li>
        {FORM_LINES.map((line) => (
          <li key={line}>
            {t(`terms-withdrawal-form-${line}`)}
            <span className={`withdrawal-form-blank${line === "notice" ? " withdrawal-form-blank-tall" : ""}`} aria-hidden />
          </li>
        ))}
      </ul>
      <p className="withdrawal-form-footnote">{t("terms-withdrawal-form-footnote")}</p>
    </div>
  );
}

function BlockView({ block }: { block: Block }): ReactNode {
  const t = useT();
  const args = useSiteArgs();
  if ("company" in block) return <CompanyAddress />;
  if ("withdrawalForm" in block) return <WithdrawalForm />;
  if ("link" in block)
    return (
      <p>
        <Link to={block.to}>{t(block.link, args)}</Link>
      </p>
    );
  return <p>{t(block.p, args)}</p>;
}

export default function Terms({ data }: { data: PageData }) {
  const t = useT();
  return (
    <LegalDocument
      prefix="terms"
      title={t("terms-page-heading")}
      intro={t("terms-page-intro", { name: data.site.name })}
      sections={SECTIONS}
      renderBlock={(block, j) => <BlockView key={j} block={block} />}
    />
  );
}

export const meta: RouteModule["meta"] = (data, t) => ({
  title: t("terms-page-meta-title", { name: data.site.name }),
  description: t("terms-page-description", { name: data.site.name }),
});
