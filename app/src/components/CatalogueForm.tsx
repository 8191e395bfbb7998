// The parts the back office's catalogue forms (a product, a collection) share: the
// summary of what the server refused, and the in-place question before a delete.
import type { Ref } from "react";
import type { FieldError } from "../generated/FieldError";
import { useT } from "../lib/i18n";

/** Every problem the server named, each with its field's label: focused (`summary`)
 * and announced when it appears. */
export function ProblemSummary({ id, problems, summary, fieldLabel }: {
  id: string;
  problems: FieldError[];
  summary: Ref<HTMLDivElement>;
  fieldLabel: (field: string) => string;
}) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <div className="form-error-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby={`${id}-problems`}>
      <h2 id={`${id}-problems`}>{t("catalogue-problems", { count: problems.length })}</h2>
      <ul>
        {problems.map((x, i) => (
          <li key={i}>
            {x.field && <strong>{fieldLabel(x.field)}: </strong>}
            {t(x.error, x.arg ? { arg: x.arg } : undefined)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Delete …?" asked in place: the yes button has the focus; Escape or no closes it. */
export function DeleteConfirm({ id, question, yes, busy, onYes, onNo }: {
  id: string;
  question: string;
  yes: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const t = useT();
  return (
    <div className="confirm-box" role="group" aria-labelledby={`${id}-delete`} onKeyDown={(e) => e.key === "Escape" && onNo()}>
      <p id={`${id}-delete`}>{question}</p>
      <p className="button-row backoffice-actions">
        <button type="button" className="button button-danger" disabled={busy} onClick={onYes} autoFocus>
          {yes}
        </button>
        <button type="button" className="button button-outline" onClick={onNo}>
          {t("catalogue-delete-no")}
        </button>
      </p>
    </div>
  );
}
