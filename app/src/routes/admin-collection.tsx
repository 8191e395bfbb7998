// /admin/collections/{handle} (and /admin/collections/new): a collection of the local
// catalogue as the business edits it: title, handle, description and how its products
// are ordered (by hand, or by title, price or newest); with the manual order each
// product moves up or down. The server checks every field (answers name the field and
// the message); this page shows them beside their fields and in a summary.
// Administrators only.
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from "react";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { DeleteConfirm, FormActions, ProblemSummary, useProblems } from "../components/CatalogueForm";
import { Field } from "../components/Field";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { backofficeMeta } from "../lib/backoffice";
import { handleFrom } from "../lib/handles";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { Link, useNavigate } from "react-router";
import type { PageData } from "../lib/types";
import type { BackofficeData } from "../generated/BackofficeData";
import type { CollectionForm } from "../generated/CollectionForm";
import type { CollectionInput } from "../generated/CollectionInput";

type Data = PageData<BackofficeData<CollectionForm>>;

const EMPTY: CollectionInput = { handle: "", title: "", description: "", order: "manual" };
const ORDERS = ["manual", "title", "price-asc", "price-desc", "newest"] as const;

function Editor({ data, content }: { data: Data; content: CollectionForm }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const isNew = content.collection === null;
  const [c, setC] = useState<CollectionInput>(content.collection ?? EMPTY);
  const [handleTouched, setHandleTouched] = useState(!isNew);
  const [members, setMembers] = useState(content.members);
  const { problems, summary, show, problem, refused } = useProblems();
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const original = content.collection?.handle ?? null;
  const savedOrder = content.collection?.order ?? "manual";
  useEffect(() => {
    setC(content.collection ?? EMPTY);
    setHandleTouched(content.collection !== null);
    setMembers(content.members);
    show([]);
  }, [content]);

  const set = (change: Partial<CollectionInput>) => setC((x) => ({ ...x, ...change }));
  const fieldLabel = (field: string): string => {
    const names: Record<string, string> = {
      title: "catalogue-field-title",
      handle: "catalogue-field-handle",
      description: "catalogue-field-description",
      order: "catalogue-collection-order",
    };
    return t(names[field] ?? "catalogue-collections");
  };
  const failed = (error: { error: string; message?: string | null }) => refused(error, t("catalogue-collection-save-failed"));

  const onTitle = (e: ChangeEvent<HTMLInputElement>) => {
    const title = e.target.value;
    setC((x) => ({ ...x, title, handle: handleTouched ? x.handle : handleFrom(title) }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = isNew
      ? await api<{ collection: CollectionForm }>("POST", "/api/admin/collections", data.lang, c)
      : await api<{ collection: CollectionForm }>("PUT", `/api/admin/collections/${encodeURIComponent(original ?? "")}`, data.lang, c);
    setBusy(false);
    if (res.ok) {
      show([]);
      const saved = res.data.collection.collection;
      toast({ title: t(isNew ? "catalogue-created" : "catalogue-saved", { title: saved?.title ?? c.title }), variant: "success" });
      if (res.data.collection) setMembers(res.data.collection.members);
      navigate(`/admin/collections/${saved?.handle ?? c.handle}`);
    } else {
      failed(res.error);
    }
  };

  const move = async (product: string, up: boolean) => {
    setBusy(true);
    const res = await api<{ collection: CollectionForm }>("POST", `/api/admin/collections/${encodeURIComponent(original ?? "")}/move`, data.lang, { product, up });
    setBusy(false);
    if (res.ok) {
      setMembers(res.data.collection.members);
    } else {
      failed(res.error);
    }
  };

  const remove = async () => {
    setBusy(true);
    const res = await api<void>("DELETE", `/api/admin/collections/${encodeURIComponent(original ?? "")}`, data.lang);
    setBusy(false);
    setConfirmDelete(false);
    if (res.ok) {
      toast({ title: t("catalogue-deleted", { title: c.title }), variant: "success" });
      navigate("/admin/collections");
    } else {
      failed(res.error);
    }
  };

  const manual = savedOrder === "manual" && c.order === "manual";
  return (
    <>
      <p>
        <Link to="/admin/collections">{t("catalogue-collection-back-to-list")}</Link>
        {!isNew && (
          <>
            {" · "}
            <a href={`/collections/${original}`}>{t("catalogue-collection-view-on-site")}</a>
          </>
        )}
      </p>
      {content.fixed && <p className="card">{t("catalogue-collection-fixed")}</p>}
      <ProblemSummary id={id} problems={problems} summary={summary} fieldLabel={fieldLabel} />
      <form className="product-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <fieldset>
          <legend>{t("catalogue-collection-section")}</legend>
          <Field label={t("catalogue-field-title")} value={c.title} onChange={onTitle} error={problem("title")} required maxLength={255} />
          <div className="field-row">
            <Field
              label={t("catalogue-field-handle")}
              value={c.handle}
              onChange={(e) => {
                setHandleTouched(true);
                set({ handle: e.target.value.trim() });
              }}
              error={problem("handle")}
              hint={t("catalogue-collection-handle-hint")}
              required
              readOnly={content.fixed}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              autoCapitalize="none"
              spellCheck={false}
            />
            <div className={`field${problem("order") ? " field-invalid" : ""}`}>
              <label htmlFor={`${id}-order`}>{t("catalogue-collection-order")}</label>
              <select id={`${id}-order`} value={c.order} onChange={(e) => set({ order: e.target.value })} aria-describedby={`${id}-order-hint`}>
                {ORDERS.map((o) => (
                  <option key={o} value={o}>
                    {t(`catalogue-collection-order-${o}`)}
                  </option>
                ))}
              </select>
              <div className="field-hint" id={`${id}-order-hint`}>{t("catalogue-collection-order-hint")}</div>
              {problem("order") && <p className="field-error">{problem("order")}</p>}
            </div>
          </div>
          <div className={`field${problem("description") ? " field-invalid" : ""}`}>
            <label htmlFor={`${id}-description`}>{t("catalogue-field-description")}</label>
            <textarea id={`${id}-description`} value={c.description} rows={6} onChange={(e) => set({ description: e.target.value })}
              aria-describedby={`${id}-description-hint`} />
            <div className="field-hint" id={`${id}-description-hint`}>{t("catalogue-description-hint")}</div>
            {problem("description") && <p className="field-error">{problem("description")}</p>}
          </div>
        </fieldset>

        <FormActions isNew={isNew} busy={busy} canDelete={!isNew && !content.fixed && !confirmDelete}
          deleteLabel={t("catalogue-collection-delete")} onDelete={() => setConfirmDelete(true)} />
      </form>
      {confirmDelete && (
        <DeleteConfirm id={id} question={t("catalogue-collection-delete-confirm", { title: c.title })} yes={t("catalogue-collection-delete-yes")} busy={busy}
          onYes={() => void remove()} onNo={() => setConfirmDelete(false)} />
      )}
      {!isNew && (
        <section aria-labelledby={`${id}-members`} className="backoffice-section">
          <h2 id={`${id}-members`}>
            {t("catalogue-collection-members")} <span className="muted backoffice-count">{t("backoffice-results", { count: content.memberCount })}</span>
          </h2>
          {members.length === 0 ? (
            <p className="muted">{t("catalogue-collection-members-none")}</p>
          ) : (
            <>
              {!manual && <p className="muted">{t("catalogue-collection-members-sorted")}</p>}
              <ol className="audit-list">
                {members.map((m, i) => (
                  <li key={m.handle}>
                    <Link to={`/admin/products/${m.handle}`}>{m.title}</Link>
                    {manual && (
                      <span className="button-row backoffice-actions">
                        <button type="button" className="button button-outline button-small" disabled={busy || i === 0} onClick={() => void move(m.handle, true)}
                          aria-label={t("catalogue-collection-member-up", { title: m.title })}>
                          <ArrowUp size={16} aria-hidden />
                        </button>
                        <button type="button" className="button button-outline button-small" disabled={busy || i === members.length - 1}
                          onClick={() => void move(m.handle, false)} aria-label={t("catalogue-collection-member-down", { title: m.title })}>
                          <ArrowDown size={16} aria-hidden />
                        </button>
                      </span>
                    )}
                  </li>
                ))}
              </ol>
              {content.memberCount > members.length && (
                <p className="muted">{t("catalogue-collection-members-more", { shown: members.length, count: content.memberCount })}</p>
              )}
            </>
          )}
        </section>
      )}
    </>
  );
}

export default function CollectionPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(content) => <Editor data={data} content={content} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<CollectionForm>>["meta"] = backofficeMeta;
