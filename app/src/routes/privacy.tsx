// /privatlivspolitik: the privacy policy. Each paragraph is its own catalogue message;
// the sections below drive both the table of contents and the text.
import type { ReactNode } from "react";
import { CompanyAddress, LegalDocument, type LegalSection, useSiteArgs } from "../components/LegalDocument";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";

/** A paragraph, a bullet list, a list of "title: text" items, or the company's details. */
type Block = { p: string } | { list: string[] } | { items: string[] } | { company: true };

type Section = LegalSection<Block>;

const SECTIONS: Section[] = [
  {
    id: "dataansvarlig",
    key: "controller",
    blocks: [{ p: "privacy-section-controller-text" }, { company: true }, { p: "privacy-section-controller-contact" }],
  },
  {
    id: "oplysninger",
    key: "data",
    blocks: [
      { p: "privacy-section-data-text" },
      { items: ["account", "orders", "requests", "newsletter", "technical"].map((k) => `privacy-data-${k}`) },
    ],
  },
  {
    id: "cookies",
    key: "cookies",
    blocks: [
      { p: "privacy-section-cookies-text" },
      { list: ["session", "lang", "cart"].map((k) => `privacy-cookie-${k}`) },
      { p: "privacy-section-cookies-none" },
    ],
  },
  {
    id: "formaal",
    key: "purposes",
    blocks: [
      { p: "privacy-section-purposes-text" },
      { items: ["contract", "legal", "interest", "consent"].map((k) => `privacy-purpose-${k}`) },
    ],
  },
  {
    id: "modtagere",
    key: "recipients",
    blocks: [
      { p: "privacy-section-recipients-text" },
      { list: ["hosting", "shop", "shipping", "authorities"].map((k) => `privacy-recipient-${k}`) },
      { p: "privacy-section-recipients-transfer" },
    ],
  },
  {
    id: "opbevaring",
    key: "storage",
    blocks: [
      { p: "privacy-section-storage-text" },
      { list: ["account", "orders", "requests", "work", "newsletter", "logs"].map((k) => `privacy-storage-${k}`) },
    ],
  },
  { id: "sikkerhed", key: "security", blocks: [{ p: "privacy-section-security-text" }] },
  {
    id: "rettigheder",
    key: "rights",
    blocks: [
      { p: "privacy-section-rights-text" },
      {
        items: ["access", "rectification", "erasure", "restriction", "portability", "objection", "withdraw"].map(
          (k) => `privacy-right-${k}`,
        ),
      },
    ],
  },
  {
    id: "klage",
    key: "complaint",
    blocks: [{ p: "privacy-section-complaint-text" }, { p: "privacy-complaint-authority" }],
  },
  { id: "aendringer", key: "changes", blocks: [{ p: "privacy-section-changes-text" }] },
];

function BlockView({ block }: { block: Block }): ReactNode {
  const t = useT();
  const args = useSiteArgs();
  if ("company" in block) return <CompanyAddress />;
  if ("p" in block) return <p>{t(block.p, args)}</p>;
  if ("list" in block)
    return (
      <ul>
        {block.list.map((id) => (
          <li key={id}>{t(id, args)}</li>
        ))}
      </ul>
    );
  return (
    <ul className="legal-items">
      {block.items.map((id) => (
        <li key={id}>
          <strong>{t(`${id}-title`, args)}</strong> {t(`${id}-text`, args)}
        </li>
      ))}
    </ul>
  );
}

export default function Privacy({ data }: { data: PageData }) {
  const t = useT();
  return (
    <LegalDocument
      prefix="privacy"
      title={t("privacy-page-heading")}
      intro={t("privacy-page-intro", { name: data.site.name })}
      sections={SECTIONS}
      renderBlock={(block, j) => <BlockView key={j} block={block} />}
    />
  );
}

export const meta: RouteModule["meta"] = (data, t) => ({
  title: t("privacy-page-meta-title", { name: data.site.name }),
  description: t("privacy-page-description", { name: data.site.name }),
});
