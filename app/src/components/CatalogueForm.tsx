// The parts the back office's catalogue forms (a product, a collection) share: the
// problems a save met (beside their fields and in a focused summary), the form's
// save and delete buttons, and the in-place question before a delete.
import Save from "lucide-react/icons/save";
import Trash from "lucide-react/icons/trash-2";
import { type Ref, useRef, useState } from "react";
import type { FieldError } from "../generated/FieldError";
import { useT } from "../lib/i18n";
import { useToast } from "./Toaster";

/** A form's problems: `show` puts a list in place (the summary takes the focus when
 * there are any), `problem` words a field's, `refused` shows what a failed save
 * answered (its field problems, else its error, with a toast titled `failedTitle`). */
export function useProblems() {
  const t = useT();
  const toast = useToast();
  const [problems, setProblems] = useState<FieldError[]>([]);
  const summary = useRef<HTMLDivElement>(null);
  const show = (list: FieldError[]) => {
    setProblems(list);
    if (list.length > 0) requestAnimationFrame(() => summary.current?.focus());
  };
  const problem = (field: string) => {
    const found = problems.find((x) => x.field === field);
    return found ? t(found.error, found.arg ? { arg: found.arg } : undefined) : null;
  };
  const refused = (error: { error: string; message?: string | null }, failedTitle: string) => {
    const found = (error as unknown as { problems?: FieldError[] }).problems;
    show(found && found.length > 0 ? found : [{ field: "", error: error.error, arg: null }]);
    if (!found) toast({ title: failedTitle, description: error.message ?? error.error, variant: "destructive" });
  };
  return { problems, summary, show, problem, refused };
}

/** Save (create when new) and, when `canDelete`, the button that asks before a delete. */
export function FormActions({ isNew, busy, canDelete, deleteLabel, onDelete }: {
  isNew: boolean;
  busy: boolean;
  canDelete: boolean;
  deleteLabel: string;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <p className="button-row backoffice-actions">
      <button type="submit" className="button button-primary" disabled={busy}>
        <Save size={18} aria-hidden /> {t(isNew ? "catalogue-create" : "catalogue-save")}
      </button>
      {canDelete && (
        <button type="button" className="button button-outline" disabled={busy} onClick={onDelete}>
          <Trash size={18} aria-hidden /> {deleteLabel}
        </button>
      )}
    </p>
  );
}

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
