import Download from "lucide-react/icons/download";
import FileCheck from "lucide-react/icons/file-check";
import Upload from "lucide-react/icons/upload";
import { type FormEvent, useId, useRef, useState } from "react";
import { useT } from "../lib/i18n";
import { useNavigate } from "react-router";
import type { ImportReport } from "../generated/ImportReport";

/** The catalogue in and out as Shopify's product CSV: the download, and an import
 * that is checked first (every problem by line and column, nothing changed) and then,
 * when the check found none, written at once (all or nothing). */
export function CatalogueCsv({ lang }: { lang: string }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const res = await fetch(`/api/admin/products/import?dryRun=${dryRun}`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "text/csv", accept: "application/json", "x-lang": lang },
        body: file,
      });
      const json = await res.json().catch(() => null);
      if (res.ok) {
        setReport(json as ImportReport);
        if (!dryRun) navigate("/admin/products");
      } else {
        setReport(null);
        setFailure(json?.error ?? res.statusText);
      }
    } catch (error) {
      setFailure(String(error));
    } finally {
      setBusy(false);
      requestAnimationFrame(() => result.current?.focus());
    }
  };
  const onCheck = (e: FormEvent) => {
    e.preventDefault();
    void send(true);
  };

  const clean = report !== null && report.errorCount === 0;
  return (
    <section aria-labelledby={`${id}-title`} className="card backoffice-section catalogue-csv">
      <h2 id={`${id}-title`}>{t("catalogue-csv-title")}</h2>
      <p className="muted">{t("catalogue-csv-intro")}</p>
      <p className="button-row backoffice-actions">
        <a className="button button-outline" href="/api/admin/products/export" download>
          <Download size={18} aria-hidden /> {t("catalogue-csv-export")}
        </a>
      </p>
      <form onSubmit={onCheck} className="catalogue-csv-form">
        <div className="field">
          <label htmlFor={`${id}-file`}>{t("catalogue-csv-file")}</label>
          <input ref={input} id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setReport(null);
            setFailure(null);
          }} />
        </div>
        <p className="button-row backoffice-actions">
          <button type="submit" className="button button-outline" disabled={!file || busy}>
            <FileCheck size={18} aria-hidden /> {t("catalogue-csv-check")}
          </button>
          {clean && report.dryRun && (
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void send(false)}>
              <Upload size={18} aria-hidden /> {t("catalogue-csv-import", { products: report.products })}
            </button>
          )}
        </p>
      </form>
      <div ref={result} tabIndex={-1} aria-live="polite" className="catalogue-csv-result">
        {busy && <p>{t("catalogue-csv-checking")}</p>}
        {failure && <p className="form-error" role="alert">{failure}</p>}
        {report && !busy && (
          <>
            <p>
              <strong>
                {report.written
                  ? t("catalogue-csv-done", { created: report.created, updated: report.updated })
                  : report.errorCount > 0
                    ? t("catalogue-csv-errors", { count: report.errorCount })
                    : t("catalogue-csv-ok")}
              </strong>{" "}
              {t("catalogue-csv-summary", { rows: report.rows, products: report.products, created: report.created, updated: report.updated, unchanged: report.unchanged })}
            </p>
            {report.errors.length > 0 && (
              <ul className="catalogue-csv-errors">
                {report.errors.map((e, i) => (
                  <li key={i}>
                    {e.line > 0 && <strong>{t("catalogue-csv-line", { line: e.line, column: e.column || "–" })}: </strong>}
                    {t(e.error, e.arg ? { arg: e.arg } : undefined)}
                  </li>
                ))}
              </ul>
            )}
            {report.warnings.length > 0 && (
              <>
                <h3>{t("catalogue-csv-warnings")}</h3>
                <ul className="catalogue-csv-errors catalogue-csv-warnings">
                  {report.warnings.map((w, i) => (
                    <li key={i}>
                      <strong>{t("catalogue-csv-line", { line: w.line, column: w.column || "–" })}: </strong>
                      {t(w.error, w.arg ? { arg: w.arg } : undefined)}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {report.notImported.length > 0 && (
              <>
                <h3>{t("catalogue-csv-not-imported")}</h3>
                <ul className="catalogue-csv-errors">
                  {report.notImported.map((n, i) => (
                    <li key={i}>
                      <strong>{t("catalogue-csv-line", { line: n.line, column: n.column })}: </strong>
                      <code>{n.value}</code> – {t(n.reason)}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
