// An order's invoice and credit notes as links to their PDFs (the order page, the
// profile's orders). The server answers a document only to the order's signed-in
// owner or whoever holds the key of the guest's link (`key`).
import FileDown from "lucide-react/icons/file-down";
import { useOre } from "./OrderLines";
import { formatDate } from "../lib/format";
import { useT } from "../lib/i18n";
import type { Lang } from "../lib/types";
import type { DocumentSummary } from "../generated/DocumentSummary";

/** Where a document's PDF is downloaded. */
export function documentHref(d: DocumentSummary, key?: string): string {
  const kind = d.kind === "invoice" ? "invoice" : "credit-note";
  const query = key ? `?key=${encodeURIComponent(key)}` : "";
  return `/api/orders/${encodeURIComponent(d.orderNumber)}/documents/${kind}/${d.number}.pdf${query}`;
}

/** Where the back office downloads a document's PDF. */
export function adminDocumentHref(d: Pick<DocumentSummary, "kind" | "number">): string {
  return `/api/admin/documents/${d.kind === "invoice" ? "invoice" : "credit-note"}/${d.number}.pdf`;
}

export function OrderDocuments({ documents, lang, accessKey, hrefOf = (d) => documentHref(d, accessKey) }: {
  documents: DocumentSummary[];
  lang: Lang;
  accessKey?: string;
  /** The PDF's address (the back office's own). */
  hrefOf?: (d: DocumentSummary) => string;
}) {
  const t = useT();
  const ore = useOre();
  if (documents.length === 0) return null;
  return (
    <ul className="order-documents-list">
      {documents.map((d) => (
        <li key={`${d.kind}-${d.number}`} data-document={d.kind}>
          <a href={hrefOf(d)} download>
            <FileDown size={16} aria-hidden />{" "}
            {d.kind === "invoice"
              ? t("order-invoice", { number: d.number, date: formatDate(d.issuedAt, lang) })
              : t("order-credit-note", { number: d.number, invoice: d.corrects ?? 0, amount: ore(d.gross), date: formatDate(d.issuedAt, lang) })}
          </a>{" "}
          <span className="muted">(PDF)</span>
        </li>
      ))}
    </ul>
  );
}
