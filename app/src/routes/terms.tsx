// /handelsbetingelser: the terms of sale. Each paragraph is its own catalogue message;
// the sections below drive both the table of contents and the text.
import type { ReactNode } from "react";
import { Link } from "../lib/router";
import { CompanyAddress, LegalDocument, type LegalSection, useSiteArgs } from "../components/LegalDocument";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";

/** A paragraph, the company's details, or an internal link. */
type Block = { p: string } | { company: true } | { link: string; to: string };

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
    blocks: p("withdrawal-text", "withdrawal-how", "withdrawal-return", "withdrawal-condition", "withdrawal-exceptions"),
  },
  { id: "reklamationsret", key: "complaints", blocks: p("complaints-text", "complaints-how", "complaints-remedy") },
  { id: "garanti", key: "warranty", blocks: p("warranty-text", "warranty-scope") },
  { id: "installation", key: "installation", blocks: p("installation-text", "installation-rules", "installation-withdrawal") },
  { id: "klage", key: "disputes", blocks: p("disputes-text", "disputes-board", "disputes-eu") },
  {
    id: "personoplysninger",
    key: "privacy",
    blocks: [...p("privacy-text"), { link: "terms-section-privacy-link", to: "/privatlivspolitik" }],
  },
];

function BlockView({ block }: { block: Block }): ReactNode {
  const t = useT();
  const args = useSiteArgs();
  if ("company" in block) return <CompanyAddress />;
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
