// /admin/products/{handle} (and /admin/products/new): a product of the local catalogue
// as the business edits it: title, handle, description, vendor, type, tags, status,
// options and variants (price, compare-at price, SKU, stock), pictures (uploaded,
// stored as WebP, alt text required) and collections; its history below. The server
// checks every field (answers name the field and the message); this page only shows
// them beside their fields and in a summary. Administrators only.
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Loader2 from "lucide-react/icons/loader-2";
import Plus from "lucide-react/icons/plus";
import ShieldAlert from "lucide-react/icons/shield-alert";
import Trash from "lucide-react/icons/trash-2";
import Upload from "lucide-react/icons/upload";
import { type ChangeEvent, type FormEvent, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useEffect, useId, useState } from "react";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { DeleteConfirm, FormActions, ProblemSummary, useProblems } from "../components/CatalogueForm";
import { Field } from "../components/Field";
import { useToast } from "../components/Toaster";
import { api } from "../lib/api";
import { backofficeMeta, copenhagenDateTime } from "../lib/backoffice";
import { handleFrom } from "../lib/handles";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { Link, useNavigate } from "react-router";
import type { Lang, PageData } from "../lib/types";
import type { BackofficeData } from "../generated/BackofficeData";
import type { FieldError } from "../generated/FieldError";
import type { ProductForm } from "../generated/ProductForm";
import type { ProductInput } from "../generated/ProductInput";
import type { VariantInput } from "../generated/VariantInput";
import { sized } from "../lib/images";
import type { PriceNote } from "../generated/PriceNote";
import { formatMoney } from "../lib/format";
import type { Legal } from "../generated/Legal";
import type { LegalDocument } from "../generated/LegalDocument";
import type { LegalParty } from "../generated/LegalParty";
import type { ProductKind } from "../generated/ProductKind";
import { ENERGY_CLASSES, PRODUCT_KINDS, hasEnergyClass, legalMissing, legalOf } from "../lib/legal";

type Data = PageData<BackofficeData<ProductForm>>;

const EMPTY: ProductInput = {
  handle: "",
  title: "",
  description: "",
  vendor: "",
  productType: "",
  tags: [],
  status: "draft",
  options: [],
  variants: [{ id: "", optionValues: [], priceMinor: 0, compareAtMinor: null, sku: "", inventoryQuantity: null, available: true }],
  images: [],
  collections: [],
};

/** Øre as the form shows them: "1249,00" (Danish decimal comma in every language of
 * the back office would confuse; the page's language decides the separator). */
function kroner(minor: number | null, lang: string): string {
  if (minor === null) return "";
  const text = (minor / 100).toFixed(2);
  return lang === "en" ? text : text.replace(".", ",");
}

/** "1.249,50", "1249.5", "1249" → øre; null for what is not an amount. */
export function parseKroner(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, "");
  if (cleaned === "") return null;
  // The last comma or dot is the decimal mark when two or fewer digits follow it.
  const m = /^(\d{1,3}(?:[.,]?\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!m) return Number.NaN;
  const whole = Number(m[1].replace(/[.,]/g, ""));
  const frac = m[2] ? Number(m[2].padEnd(2, "0")) : 0;
  return whole * 100 + frac;
}

interface Draft {
  product: ProductInput;
  /** The price fields as typed (kroner), by variant. */
  prices: { price: string; compareAt: string; stock: string }[];
  /** Option values as typed ("Hvid, Sort"). */
  optionValues: string[];
  tags: string;
  handleTouched: boolean;
}

function draftOf(product: ProductInput, lang: string, isNew: boolean): Draft {
  return {
    product,
    prices: product.variants.map((v) => ({
      price: isNew ? "" : kroner(v.priceMinor, lang),
      compareAt: kroner(v.compareAtMinor, lang),
      stock: v.inventoryQuantity === null ? "" : String(v.inventoryQuantity),
    })),
    optionValues: product.options.map((o) => o.values.join(", ")),
    tags: product.tags.join(", "),
    handleTouched: !isNew,
  };
}

function Editor({ data, content }: { data: Data; content: ProductForm }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const isNew = content.product === null;
  const [draft, setDraft] = useState<Draft>(() => draftOf(content.product ?? EMPTY, data.lang, isNew));
  const { problems, summary, show, problem, refused } = useProblems();
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [uploading, setUploading] = useState(false);
  const original = content.product?.handle ?? null;
  useEffect(() => {
    setDraft(draftOf(content.product ?? EMPTY, data.lang, content.product === null));
    show([]);
  }, [content, data.lang]);

  const p = draft.product;
  const set = (change: Partial<ProductInput>) => setDraft((d) => ({ ...d, product: { ...d.product, ...change } }));
  const readOnly = content.readOnly;
  // The legal facts (details.legal): none yet reads as an "other" product's.
  const legal = legalOf(p.details);
  // A change, or one worked out from the facts as they are then (an upload that ends
  // after other edits appends to the list as it is by then).
  const setLegal = (change: LegalChange) =>
    setDraft((d) => {
      const current = legalOf(d.product.details);
      const changed = typeof change === "function" ? change(current) : change;
      return { ...d, product: { ...d.product, details: { ...d.product.details, legal: { ...current, ...changed } } } };
    });
  const missing = legalMissing(legal);

  const onTitle = (e: ChangeEvent<HTMLInputElement>) => {
    const title = e.target.value;
    setDraft((d) => ({ ...d, product: { ...d.product, title, handle: d.handleTouched ? d.product.handle : handleFrom(title) } }));
  };

  // Options: names and their values, typed as "Hvid, Sort".
  const setOption = (i: number, name: string, values: string) =>
    setDraft((d) => {
      const options = d.product.options.map((o, j) => (j === i ? { name, values: values.split(",").map((v) => v.trim()).filter(Boolean) } : o));
      const optionValues = d.optionValues.map((v, j) => (j === i ? values : v));
      return { ...d, optionValues, product: { ...d.product, options } };
    });
  const addOption = () =>
    setDraft((d) => ({
      ...d,
      optionValues: [...d.optionValues, ""],
      product: {
        ...d.product,
        options: [...d.product.options, { name: "", values: [] }],
        variants: d.product.variants.map((v) => ({ ...v, optionValues: [...v.optionValues, ""] })),
      },
    }));
  const removeOption = (i: number) =>
    setDraft((d) => ({
      ...d,
      optionValues: d.optionValues.filter((_, j) => j !== i),
      product: {
        ...d.product,
        options: d.product.options.filter((_, j) => j !== i),
        variants: d.product.variants.map((v) => ({ ...v, optionValues: v.optionValues.filter((_, j) => j !== i) })),
      },
    }));

  const setVariant = (i: number, change: Partial<VariantInput>) =>
    setDraft((d) => ({ ...d, product: { ...d.product, variants: d.product.variants.map((v, j) => (j === i ? { ...v, ...change } : v)) } }));
  const setPrice = (i: number, key: "price" | "compareAt" | "stock", value: string) =>
    setDraft((d) => ({ ...d, prices: d.prices.map((x, j) => (j === i ? { ...x, [key]: value } : x)) }));
  const addVariant = () =>
    setDraft((d) => ({
      ...d,
      prices: [...d.prices, { price: "", compareAt: "", stock: "" }],
      product: {
        ...d.product,
        variants: [
          ...d.product.variants,
          { id: "", optionValues: d.product.options.map(() => ""), priceMinor: 0, compareAtMinor: null, sku: "", inventoryQuantity: null, available: true },
        ],
      },
    }));
  const removeVariant = (i: number) =>
    setDraft((d) => ({ ...d, prices: d.prices.filter((_, j) => j !== i), product: { ...d.product, variants: d.product.variants.filter((_, j) => j !== i) } }));

  const moveImage = (i: number, by: number) =>
    setDraft((d) => {
      const images = [...d.product.images];
      const [image] = images.splice(i, 1);
      images.splice(i + by, 0, image);
      return { ...d, product: { ...d.product, images } };
    });
  const upload = async (files: File[]) => {
    setUploading(true);
    for (const file of files) {
      const sent = await postFile(MEDIA, file, data.lang);
      if (sent.ok) {
        const url = sent.url;
        setDraft((d) => ({ ...d, product: { ...d.product, images: [...d.product.images, { url, altText: "" }] } }));
        toast({ title: t("catalogue-image-uploaded", { name: file.name }), description: t("catalogue-image-alt-reminder"), variant: "success" });
      } else {
        toast({ title: t("catalogue-image-upload-failed", { name: file.name }), description: sent.message, variant: "destructive" });
      }
    }
    setUploading(false);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // Amounts as typed become øre; what is not an amount is named beside its field.
    const local: FieldError[] = [];
    const variants = p.variants.map((v, i) => {
      const typed = draft.prices[i] ?? { price: "", compareAt: "", stock: "" };
      const price = parseKroner(typed.price);
      const compareAt = parseKroner(typed.compareAt);
      const stock = typed.stock.trim() === "" ? null : /^\d+$/.test(typed.stock.trim()) ? Number(typed.stock.trim()) : Number.NaN;
      if (price === null || Number.isNaN(price)) local.push({ field: `variants.${i}.price`, error: "catalogue-price-invalid", arg: null });
      if (compareAt !== null && Number.isNaN(compareAt)) local.push({ field: `variants.${i}.compareAt`, error: "catalogue-price-invalid", arg: null });
      if (stock !== null && Number.isNaN(stock)) local.push({ field: `variants.${i}.stock`, error: "catalogue-stock-invalid", arg: null });
      return { ...v, priceMinor: price ?? 0, compareAtMinor: compareAt, inventoryQuantity: stock };
    });
    if (local.length > 0) {
      show(local);
      return;
    }
    const body: ProductInput = { ...p, variants, tags: draft.tags.split(",").map((x) => x.trim()).filter(Boolean) };
    setBusy(true);
    const res = isNew
      ? await api<{ product: ProductInput }>("POST", "/api/admin/products", data.lang, body)
      : await api<{ product: ProductInput }>("PUT", `/api/admin/products/${encodeURIComponent(original ?? "")}`, data.lang, body);
    setBusy(false);
    if (res.ok) {
      show([]);
      // The form shows what was stored (a description's HTML as it was kept).
      setDraft(draftOf(res.data.product, data.lang, false));
      toast({ title: t(isNew ? "catalogue-created" : "catalogue-saved", { title: res.data.product.title }), description: t("catalogue-saved-text"), variant: "success" });
      navigate(`/admin/products/${res.data.product.handle}`);
    } else {
      refused(legalTooLong(res.error), t("catalogue-save-failed"));
    }
  };

  const remove = async () => {
    setBusy(true);
    const res = await api<void>("DELETE", `/api/admin/products/${encodeURIComponent(original ?? "")}`, data.lang);
    setBusy(false);
    if (res.ok) {
      toast({ title: t("catalogue-deleted", { title: p.title }), variant: "success" });
      navigate("/admin/products");
    } else {
      toast({ title: t("catalogue-save-failed"), description: res.error.message ?? res.error.error, variant: "destructive" });
    }
  };

  const fieldLabel = (field: string): string => {
    const [head, index, rest] = field.split(".");
    const names: Record<string, string> = {
      title: "catalogue-field-title",
      handle: "catalogue-field-handle",
      description: "catalogue-field-description",
      status: "backoffice-status",
      tags: "catalogue-field-tags",
      variants: "catalogue-variants",
      options: "catalogue-options",
      images: "catalogue-images",
      collections: "catalogue-collections",
      details: "catalogue-section-seo",
      legal: "catalogue-section-legal",
    };
    if (head === "legal") {
      // legal.energyClass, legal.instructions.2, legal: the field's name alone.
      if (index === "instructions" && rest !== undefined) return t("catalogue-legal-instruction-n", { n: Number(rest) + 1 });
      return t((index !== undefined && LEGAL_FIELDS[index]) || names.legal);
    }
    const base = t(names[head] ?? "catalogue-field-product");
    if (index === undefined) return base;
    const which = head === "variants" ? t("catalogue-variant-n", { n: Number(index) + 1 }) : head === "images" ? t("catalogue-image-n", { n: Number(index) + 1 }) : `${base} ${Number(index) + 1}`;
    return rest ? `${which}: ${t(`catalogue-field-${rest.toLowerCase()}`)}` : which;
  };

  return (
    <>
      <p>
        <Link to="/admin/products">{t("catalogue-back-to-list")}</Link>
        {!isNew && p.status === "active" && (
          <>
            {" · "}
            <a href={`/product/${original}`}>{t("catalogue-view-on-site")}</a>
          </>
        )}
      </p>
      {readOnly && <p className="card">{t("catalogue-shopify-read-only")}</p>}
      <ProblemSummary id={id} problems={problems} summary={summary} fieldLabel={fieldLabel} />
      {/* What the law asks of the product's kind that the form lacks, as typed. */}
      <div role="status">
        {missing.length > 0 && (
          <div className="notice notice-warning legal-missing">
            <p>
              <ShieldAlert size={18} aria-hidden /> <strong>{t("catalogue-legal-missing-title")}</strong>
            </p>
            <ul>
              {missing.map((code) => (
                <li key={code}>{t(`catalogue-legal-missing-${code}`)}</li>
              ))}
            </ul>
            <p>{t("catalogue-legal-missing-where")}</p>
          </div>
        )}
      </div>
      <form className="product-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <fieldset disabled={readOnly}>
          <legend>{t("catalogue-section-product")}</legend>
          <Field label={t("catalogue-field-title")} value={p.title} onChange={onTitle} error={problem("title")} required maxLength={255} />
          <div className="field-row">
            <Field
              label={t("catalogue-field-handle")}
              value={p.handle}
              onChange={(e) => setDraft((d) => ({ ...d, handleTouched: true, product: { ...d.product, handle: e.target.value.trim() } }))}
              error={problem("handle")}
              hint={t("catalogue-handle-hint")}
              required
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              autoCapitalize="none"
              spellCheck={false}
            />
            <div className="field">
              <label htmlFor={`${id}-status`}>{t("backoffice-status")}</label>
              <select id={`${id}-status`} value={p.status} onChange={(e) => set({ status: e.target.value })}>
                <option value="active">{t("catalogue-status-active")}</option>
                <option value="draft">{t("catalogue-status-draft")}</option>
              </select>
            </div>
          </div>
          <div className="field-row">
            <Field label={t("catalogue-field-vendor")} value={p.vendor} onChange={(e) => set({ vendor: e.target.value })} maxLength={255} />
            <Field label={t("catalogue-field-type")} value={p.productType} onChange={(e) => set({ productType: e.target.value })} maxLength={255} />
          </div>
          <Field
            label={t("catalogue-field-tags")}
            value={draft.tags}
            onChange={(e) => setDraft((d) => ({ ...d, tags: e.target.value }))}
            hint={t("catalogue-tags-hint")}
            error={problem("tags")}
          />
          <div className={`field${problem("description") ? " field-invalid" : ""}`}>
            <label htmlFor={`${id}-description`}>{t("catalogue-field-description")}</label>
            <textarea id={`${id}-description`} value={p.description} rows={8} onChange={(e) => set({ description: e.target.value })}
              aria-describedby={`${id}-description-hint`} />
            <div className="field-hint" id={`${id}-description-hint`}>{t("catalogue-description-hint")}</div>
          </div>
        </fieldset>

        {/* What search engines read: the Danish page's title and meta description, and
            Shopify's product category (kept as the merchant wrote them). */}
        <fieldset disabled={readOnly}>
          <legend>{t("catalogue-section-seo")}</legend>
          {problem("details") && <p className="field-error">{problem("details")}</p>}
          <Field label={t("catalogue-field-seo-title")} value={p.details?.seoTitle ?? ""} maxLength={255} hint={t("catalogue-seo-hint")}
            onChange={(e) => set({ details: { ...p.details, seoTitle: e.target.value } })} />
          <div className="field">
            <label htmlFor={`${id}-seo-description`}>{t("catalogue-field-seo-description")}</label>
            <textarea id={`${id}-seo-description`} value={p.details?.seoDescription ?? ""} rows={3} maxLength={1000}
              onChange={(e) => set({ details: { ...p.details, seoDescription: e.target.value } })} />
          </div>
          <Field label={t("catalogue-field-category")} value={p.details?.category ?? ""} maxLength={500} hint={t("catalogue-category-hint")}
            onChange={(e) => set({ details: { ...p.details, category: e.target.value } })} />
        </fieldset>

        {/* What the law asks the product's page to say: the energy class of a light
            source (EU 2019/2015), the maker and the safety information (GPSR). */}
        <LegalFieldset legal={legal} onChange={setLegal} problem={problem} disabled={readOnly} lang={data.lang} />

        <fieldset disabled={readOnly}>
          <legend>{t("catalogue-images")}</legend>
          {p.images.length === 0 && <p className="muted">{t("catalogue-images-none")}</p>}
          {p.images.map((image, i) => (
            <div className="image-card" key={`${image.url}-${i}`}>
              <img src={sized(image.url, 192)} alt="" width={96} height={96} />
              <div>
                <h3>{t("catalogue-image-n", { n: i + 1 })}</h3>
                <Field
                  label={t("catalogue-field-alt")}
                  value={image.altText}
                  required
                  error={problem(`images.${i}.alt`) ?? problem(`images.${i}.url`)}
                  onChange={(e) => set({ images: p.images.map((x, j) => (j === i ? { ...x, altText: e.target.value } : x)) })}
                />
                <p className="button-row backoffice-actions">
                  <button type="button" className="button button-outline button-small" disabled={i === 0} onClick={() => moveImage(i, -1)}
                    aria-label={t("catalogue-image-up", { n: i + 1 })}>
                    <ArrowUp size={16} aria-hidden />
                  </button>
                  <button type="button" className="button button-outline button-small" disabled={i === p.images.length - 1} onClick={() => moveImage(i, 1)}
                    aria-label={t("catalogue-image-down", { n: i + 1 })}>
                    <ArrowDown size={16} aria-hidden />
                  </button>
                  <button type="button" className="button button-outline button-small" onClick={() => set({ images: p.images.filter((_, j) => j !== i) })}>
                    <Trash size={16} aria-hidden /> {t("catalogue-image-remove", { n: i + 1 })}
                  </button>
                </p>
              </div>
            </div>
          ))}
          <FilePicker label={t("catalogue-image-add")} accept={PICTURES} multiple busy={uploading}
            hint={uploading ? t("catalogue-image-uploading") : t("catalogue-image-hint")} onFiles={(files) => void upload(files)} />
        </fieldset>

        <fieldset disabled={readOnly}>
          <legend>{t("catalogue-options")}</legend>
          <p className="muted">{t("catalogue-options-hint")}</p>
          {p.options.map((option, i) => (
            <div className="field-row" key={i}>
              <Field label={t("catalogue-option-name", { n: i + 1 })} value={option.name} error={problem(`options.${i}.name`)}
                onChange={(e) => setOption(i, e.target.value, draft.optionValues[i] ?? "")} />
              <Field label={t("catalogue-option-values", { n: i + 1 })} value={draft.optionValues[i] ?? ""} hint={t("catalogue-option-values-hint")}
                onChange={(e) => setOption(i, option.name, e.target.value)} />
              <p className="button-row backoffice-actions">
                <button type="button" className="button button-outline button-small" onClick={() => removeOption(i)}>
                  <Trash size={16} aria-hidden /> {t("catalogue-option-remove", { n: i + 1 })}
                </button>
              </p>
            </div>
          ))}
          {p.options.length < 3 && (
            <p>
              <button type="button" className="button button-outline button-small" onClick={addOption}>
                <Plus size={16} aria-hidden /> {t("catalogue-option-add")}
              </button>
            </p>
          )}
        </fieldset>

        <fieldset disabled={readOnly}>
          <legend>{t("catalogue-variants")}</legend>
          {problem("variants") && <p className="field-error">{problem("variants")}</p>}
          {p.variants.map((v, i) => {
            const typed = draft.prices[i] ?? { price: "", compareAt: "", stock: "" };
            return (
              <div className="variant-card" key={i} role="group" aria-labelledby={`${id}-variant-${i}`}>
                <h3 id={`${id}-variant-${i}`}>{t("catalogue-variant-n", { n: i + 1 })}</h3>
                {p.options.length > 0 && (
                  <div className="field-row">
                    {p.options.map((option, k) => (
                      <Field key={k} label={option.name || t("catalogue-option-n", { n: k + 1 })} value={v.optionValues[k] ?? ""}
                        list={`${id}-values-${k}`}
                        error={k === 0 ? problem(`variants.${i}.options`) : null}
                        onChange={(e) => setVariant(i, { optionValues: p.options.map((_, j) => (j === k ? e.target.value : v.optionValues[j] ?? "")) })} />
                    ))}
                  </div>
                )}
                <div className="field-row">
                  <Field label={t("catalogue-field-price")} inputMode="decimal" value={typed.price} required error={problem(`variants.${i}.price`)}
                    onChange={(e) => setPrice(i, "price", e.target.value)} />
                  <Field label={t("catalogue-field-compareat")} inputMode="decimal" value={typed.compareAt} error={problem(`variants.${i}.compareAt`)}
                    onChange={(e) => setPrice(i, "compareAt", e.target.value)} />
                  <Field label={t("catalogue-field-sku")} value={v.sku} error={problem(`variants.${i}.sku`)} onChange={(e) => setVariant(i, { sku: e.target.value })} />
                  <Field label={t("catalogue-field-stock")} inputMode="numeric" value={typed.stock} hint={t("catalogue-stock-hint")}
                    error={problem(`variants.${i}.stock`)} onChange={(e) => setPrice(i, "stock", e.target.value)} />
                </div>
                <PriceNoteLine note={content.prices.find((n) => n.variantId === v.id)?.note} lang={data.lang} />
                <div className="field-row">
                  <Field label={t("catalogue-field-barcode")} value={v.details?.barcode ?? ""} inputMode="numeric" hint={t("catalogue-barcode-hint")}
                    error={problem(`variants.${i}.details`)} onChange={(e) => setVariant(i, { details: { ...v.details, barcode: e.target.value } })} />
                  <Field label={t("catalogue-field-grams")} type="number" min={0} step={1} value={v.details?.grams ?? ""}
                    onChange={(e) => setVariant(i, { details: { ...v.details, grams: e.target.value === "" || !Number.isInteger(Number(e.target.value)) ? undefined : Number(e.target.value) } })} />
                  <div className={`field${problem(`variants.${i}.image`) ? " field-invalid" : ""}`}>
                    <label htmlFor={`${id}-variant-image-${i}`}>{t("catalogue-field-variant-image")}</label>
                    <select id={`${id}-variant-image-${i}`} value={v.details?.image ?? ""} aria-invalid={problem(`variants.${i}.image`) ? true : undefined} onChange={(e) => setVariant(i, { details: { ...v.details, image: e.target.value } })}>
                      <option value="">{t("catalogue-variant-image-none")}</option>
                      {p.images.map((image, k) => (
                        <option key={image.url} value={image.url}>{`${k + 1}. ${image.altText || image.url}`}</option>
                      ))}
                    </select>
                    {problem(`variants.${i}.image`) && <p className="field-error">{problem(`variants.${i}.image`)}</p>}
                  </div>
                </div>
                <div className="field field-check">
                  <input id={`${id}-available-${i}`} type="checkbox" checked={v.available} onChange={(e) => setVariant(i, { available: e.target.checked })} />
                  <label htmlFor={`${id}-available-${i}`}>{t("catalogue-field-available")}</label>
                </div>
                {p.variants.length > 1 && (
                  <p>
                    <button type="button" className="button button-outline button-small" onClick={() => removeVariant(i)}>
                      <Trash size={16} aria-hidden /> {t("catalogue-variant-remove", { n: i + 1 })}
                    </button>
                  </p>
                )}
              </div>
            );
          })}
          {p.options.map((option, k) => (
            <datalist id={`${id}-values-${k}`} key={k}>
              {option.values.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          ))}
          <p>
            <button type="button" className="button button-outline button-small" onClick={addVariant}>
              <Plus size={16} aria-hidden /> {t("catalogue-variant-add")}
            </button>
          </p>
        </fieldset>

        <fieldset disabled={readOnly}>
          <legend>{t("catalogue-collections")}</legend>
          <ul className="check-list">
            {content.collections.map((c) => (
              <li key={c.handle} className="field-check">
                <input id={`${id}-collection-${c.handle}`} type="checkbox" checked={p.collections.includes(c.handle)}
                  onChange={(e) => set({ collections: e.target.checked ? [...p.collections, c.handle] : p.collections.filter((x) => x !== c.handle) })} />
                <label htmlFor={`${id}-collection-${c.handle}`}>{c.title}</label>
              </li>
            ))}
          </ul>
        </fieldset>

        {!readOnly && (
          <FormActions isNew={isNew} busy={busy} canDelete={!isNew && !confirmDelete}
            deleteLabel={t("catalogue-delete")} onDelete={() => setConfirmDelete(true)} />
        )}
      </form>
      {confirmDelete && (
        <DeleteConfirm id={id} question={t("catalogue-delete-confirm", { title: p.title })} yes={t("catalogue-delete-yes")} busy={busy}
          onYes={() => void remove()} onNo={() => setConfirmDelete(false)} />
      )}
      {!isNew && (
        <section aria-labelledby={`${id}-audit`} className="backoffice-section">
          <h2 id={`${id}-audit`}>{t("catalogue-audit")}</h2>
          {content.audit.length === 0 ? (
            <p className="muted">{t("catalogue-audit-none")}</p>
          ) : (
            <ol className="audit-list">
              {content.audit.map((entry, i) => (
                <li key={i}>
                  <p>
                    <strong>{t(`catalogue-audit-${entry.action}`)}</strong> · {t("backoffice-date-time", copenhagenDateTime(entry.at, data.lang))} ·{" "}
                    {entry.actor} ({t(`catalogue-via-${entry.via}`)})
                  </p>
                  {entry.action === "updated" && (
                    <ul>
                      {entry.changes.map((c, k) => (
                        <li key={k} className="audit-change">
                          <code>{c.field}</code>: {c.before || "–"} → {c.after || "–"}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </>
  );
}

export default function ProductPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(content) => <Editor data={data} content={content} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<ProductForm>>["meta"] = backofficeMeta;

/** Whether the stored compare-at price shows as a "før"-price on the pages, and why not
 *  (the price history's lowest price of the 30 days before; server/shop/prices.rs). */
function PriceNoteLine({ note, lang }: { note?: PriceNote; lang: Lang }) {
  const t = useT();
  if (!note || note.state === "notMarked") return null;
  const money = (minor: number) => formatMoney(minor / 100, "DKK", lang);
  switch (note.state) {
    case "shown":
      return <p className="field-note price-note price-note-shown">{t("catalogue-before-shown", { price: money(note.beforeMinor) })}</p>;
    case "notLower":
      return <p className="field-note price-note price-note-hidden" role="note">{t("catalogue-before-not-lower", { price: money(note.lowestMinor) })}</p>;
    case "noHistory":
      return <p className="field-note price-note price-note-hidden" role="note">{t("catalogue-before-no-history")}</p>;
  }
}

/** The legal facts' fields by name, as the problem summary names them. */
const LEGAL_FIELDS: Record<string, string> = {
  kind: "catalogue-field-legal-kind",
  energyClass: "catalogue-field-energy-class",
  eprel: "catalogue-field-eprel",
  energyLabel: "catalogue-field-energy-label",
  productSheet: "catalogue-field-product-sheet",
  manufacturer: "catalogue-legal-manufacturer",
  responsible: "catalogue-legal-responsible",
  model: "catalogue-field-model",
  batch: "catalogue-field-batch",
  warnings: "catalogue-field-warnings",
  instructions: "catalogue-legal-instructions",
};

/** The most instructions a product keeps (server/shop/legal.rs). */
const MAX_INSTRUCTIONS = 10;

/** Where a picture is sent (stored as WebP at `/media/uploads/…`: backoffice/media.rs). */
const MEDIA = "/api/admin/media";
/** Where a PDF is sent, with its file name (kept at `/media/documents/…`: shop/pdfs.rs). */
const documentsPath = (file: File) => `/api/admin/documents?name=${encodeURIComponent(file.name)}`;
/** What the picture uploads take, and the PDF uploads. */
const PICTURES = "image/jpeg,image/png,image/webp";
const PDF = "application/pdf";

/** A change to the legal facts, or one worked out from them as they are when it lands. */
type LegalChange = Partial<Legal> | ((legal: Legal) => Partial<Legal>);

/** An upload's answer: the stored file's address, or what went wrong in the page's
 *  language (the server's message; else the status or the network's error). */
type Sent = { ok: true; url: string } | { ok: false; message: string };

/** POSTs a file's bytes as the uploads take them (what the file is, the server reads
 *  from the bytes) and reads the JSON answer: `201 {url, …}` or `{error, message?}`. */
async function postFile(path: string, file: File, lang: string): Promise<Sent> {
  try {
    const res = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": file.type || "application/octet-stream", "x-lang": lang, accept: "application/json" },
      body: file,
    });
    const json = await res.json().catch(() => null);
    if (res.ok && typeof json?.url === "string") return { ok: true, url: json.url };
    return { ok: false, message: json?.message ?? json?.error ?? (res.statusText || String(res.status)) };
  } catch (error) {
    return { ok: false, message: String(error) };
  }
}

/** An instruction's title from its file's name: without `.pdf`, within 255 characters. */
function titleOf(name: string): string {
  const stem = name.replace(/\.pdf$/i, "").trim();
  return Array.from(stem || name).slice(0, 255).join("");
}

/** The server names text too long among the legal facts (field `legal`) with the SEO
 *  fields' message; the form words it for the fields it is about. */
function legalTooLong<E extends { error: string }>(error: E): E {
  const problems = (error as unknown as { problems?: FieldError[] }).problems;
  if (!Array.isArray(problems)) return error;
  return {
    ...error,
    problems: problems.map((x) => (x.field === "legal" && x.error === "catalogue-details-too-long" ? { ...x, error: "catalogue-legal-too-long" } : x)),
  };
}

/** "Produktsikkerhed og energi": the kind of goods and, as it requires, the energy
 *  class with its label and sheet, the maker (and the responsible person in the EU),
 *  what identifies the product, its safety information and instructions. */
function LegalFieldset({ legal, onChange, problem, disabled, lang }: {
  legal: Legal;
  onChange: (change: LegalChange) => void;
  problem: (field: string) => string | null;
  disabled: boolean;
  lang: Lang;
}) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const maker = legal.manufacturer ?? {};
  const responsible = legal.responsible ?? {};
  const instructions = legal.instructions ?? [];
  // The file each upload is sending (its name, for the hint), none while idle.
  const [sending, setSending] = useState<Record<"label" | "sheet" | "instructions", string | null>>({ label: null, sheet: null, instructions: null });
  const failed = (file: File, message: string) =>
    toast({ title: t("catalogue-file-upload-failed", { name: file.name }), description: message, variant: "destructive" });
  // The energy label (a picture) or the product information sheet (a PDF): one file, its
  // address into the field.
  const sendOne = async (which: "label" | "sheet", file: File) => {
    setSending((s) => ({ ...s, [which]: file.name }));
    const sent = which === "label" ? await postFile(MEDIA, file, lang) : await postFile(documentsPath(file), file, lang);
    setSending((s) => ({ ...s, [which]: null }));
    if (!sent.ok) return failed(file, sent.message);
    onChange(which === "label" ? { energyLabel: sent.url } : { productSheet: sent.url });
    const title = which === "label" ? "catalogue-energy-label-uploaded" : "catalogue-product-sheet-uploaded";
    toast({ title: t(title, { name: file.name }), description: t("catalogue-upload-save-reminder"), variant: "success" });
  };
  // Instructions: each file a row of its own, titled by its name, while there is room.
  const sendInstructions = async (files: File[]) => {
    const room = Math.max(0, MAX_INSTRUCTIONS - instructions.length);
    const refused = files.slice(room);
    if (refused.length > 0) {
      toast({
        title: t("catalogue-legal-instructions-too-many", { max: MAX_INSTRUCTIONS }),
        description: t("catalogue-legal-instructions-not-sent", { names: refused.map((f) => f.name).join(", ") }),
        variant: "destructive",
      });
    }
    for (const file of files.slice(0, room)) {
      setSending((s) => ({ ...s, instructions: file.name }));
      const sent = await postFile(documentsPath(file), file, lang);
      if (!sent.ok) {
        failed(file, sent.message);
        continue;
      }
      const row = { title: titleOf(file.name), url: sent.url };
      onChange((l) => ({ instructions: [...(l.instructions ?? []), row].slice(0, MAX_INSTRUCTIONS) }));
      toast({ title: t("catalogue-legal-instruction-uploaded", { name: file.name }), description: t("catalogue-legal-instruction-uploaded-text"), variant: "success" });
    }
    setSending((s) => ({ ...s, instructions: null }));
  };
  const full = instructions.length >= MAX_INSTRUCTIONS;
  // Shown for the kinds that have a class, and wherever the server found fault with them.
  const energyFields = ["legal.energyClass", "legal.eprel", "legal.energyLabel", "legal.productSheet"];
  const showEnergy = hasEnergyClass(legal.kind) || energyFields.some((f) => problem(f) !== null);
  const setMaker = (change: Partial<LegalParty>) => onChange({ manufacturer: { ...maker, ...change } });
  const setResponsible = (change: Partial<LegalParty>) => onChange({ responsible: { ...responsible, ...change } });
  const setInstruction = (i: number, change: Partial<LegalDocument>) =>
    onChange({ instructions: instructions.map((d, j) => (j === i ? { ...d, ...change } : d)) });
  const urlInput = { inputMode: "url", autoCapitalize: "none", spellCheck: false, maxLength: 2000 } as const;
  return (
    <fieldset disabled={disabled}>
      <legend>{t("catalogue-section-legal")}</legend>
      <p className="muted">{t("catalogue-legal-intro")}</p>
      {problem("legal") && <p className="field-error">{problem("legal")}</p>}
      <SelectField label={t("catalogue-field-legal-kind")} value={legal.kind} hint={t(`catalogue-legal-kind-hint-${legal.kind}`)}
        error={problem("legal.kind")} onChange={(e) => onChange({ kind: e.target.value as ProductKind })}>
        {PRODUCT_KINDS.map((kind) => (
          <option key={kind} value={kind}>{t(`catalogue-legal-kind-${kind}`)}</option>
        ))}
      </SelectField>

      {showEnergy && (
        <>
          <div className="field-row">
            <SelectField label={t("catalogue-field-energy-class")} value={legal.energyClass ?? ""} error={problem("legal.energyClass")}
              onChange={(e) => onChange({ energyClass: e.target.value })}>
              <option value="">{t("catalogue-energy-class-none")}</option>
              {ENERGY_CLASSES.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
              {/* A class that is none of them (from an import) stays visible, to be corrected. */}
              {legal.energyClass && !ENERGY_CLASSES.includes(legal.energyClass) && <option value={legal.energyClass}>{legal.energyClass}</option>}
            </SelectField>
            <Field label={t("catalogue-field-eprel")} value={legal.eprel ?? ""} inputMode="numeric" autoComplete="off" maxLength={20}
              hint={t("catalogue-eprel-hint")} error={problem("legal.eprel")} onChange={(e) => onChange({ eprel: e.target.value })} />
          </div>
          <div className="field-row">
            <Field label={t("catalogue-field-energy-label")} value={legal.energyLabel ?? ""} {...urlInput} hint={t("catalogue-energy-label-hint")}
              error={problem("legal.energyLabel")} onChange={(e) => onChange({ energyLabel: e.target.value })}>
              <FilePicker label={t("catalogue-energy-label-upload")} accept={PICTURES} small busy={sending.label !== null}
                hint={sending.label !== null ? t("catalogue-file-sending", { name: sending.label }) : t("catalogue-energy-label-upload-hint")}
                onFiles={([file]) => void sendOne("label", file)} />
            </Field>
            <Field label={t("catalogue-field-product-sheet")} value={legal.productSheet ?? ""} {...urlInput} hint={t("catalogue-product-sheet-hint")}
              error={problem("legal.productSheet")} onChange={(e) => onChange({ productSheet: e.target.value })}>
              <FilePicker label={t("catalogue-product-sheet-upload")} accept={PDF} small busy={sending.sheet !== null}
                hint={sending.sheet !== null ? t("catalogue-file-sending", { name: sending.sheet }) : t("catalogue-document-upload-hint")}
                onFiles={([file]) => void sendOne("sheet", file)} />
            </Field>
          </div>
        </>
      )}

      <div className="variant-card" role="group" aria-labelledby={`${id}-manufacturer`}>
        <h3 id={`${id}-manufacturer`}>{t("catalogue-legal-manufacturer")}</h3>
        <p className="muted">{t("catalogue-legal-manufacturer-hint")}</p>
        <div className="field-row">
          <Field label={t("catalogue-field-legal-name")} value={maker.name ?? ""} maxLength={500} error={problem("legal.manufacturer.name")}
            onChange={(e) => setMaker({ name: e.target.value })} />
          <Field label={t("catalogue-field-trade-mark")} value={maker.tradeMark ?? ""} maxLength={500} hint={t("catalogue-trade-mark-hint")}
            error={problem("legal.manufacturer.tradeMark")} onChange={(e) => setMaker({ tradeMark: e.target.value })} />
        </div>
        <TextAreaField label={t("catalogue-field-legal-address")} value={maker.address ?? ""} rows={3} maxLength={500}
          error={problem("legal.manufacturer.address")} onChange={(e) => setMaker({ address: e.target.value })} />
        <Field label={t("catalogue-field-legal-contact")} value={maker.contact ?? ""} maxLength={500} autoCapitalize="none" spellCheck={false}
          hint={t("catalogue-legal-contact-hint")} error={problem("legal.manufacturer.contact")} onChange={(e) => setMaker({ contact: e.target.value })} />
      </div>

      <div className="field field-check">
        <input id={`${id}-outside-eu`} type="checkbox" checked={legal.outsideEu ?? false} onChange={(e) => onChange({ outsideEu: e.target.checked })} />
        <label htmlFor={`${id}-outside-eu`}>{t("catalogue-field-outside-eu")}</label>
      </div>
      {legal.outsideEu && (
        <div className="variant-card" role="group" aria-labelledby={`${id}-responsible`}>
          <h3 id={`${id}-responsible`}>{t("catalogue-legal-responsible")}</h3>
          <p className="muted">{t("catalogue-legal-responsible-hint")}</p>
          <Field label={t("catalogue-field-legal-name")} value={responsible.name ?? ""} maxLength={500} error={problem("legal.responsible.name")}
            onChange={(e) => setResponsible({ name: e.target.value })} />
          <TextAreaField label={t("catalogue-field-legal-address")} value={responsible.address ?? ""} rows={3} maxLength={500}
            error={problem("legal.responsible.address")} onChange={(e) => setResponsible({ address: e.target.value })} />
          <Field label={t("catalogue-field-legal-contact")} value={responsible.contact ?? ""} maxLength={500} autoCapitalize="none" spellCheck={false}
            hint={t("catalogue-legal-contact-hint")} error={problem("legal.responsible.contact")} onChange={(e) => setResponsible({ contact: e.target.value })} />
        </div>
      )}

      <div className="field-row">
        <Field label={t("catalogue-field-model")} value={legal.model ?? ""} maxLength={255} error={problem("legal.model")}
          onChange={(e) => onChange({ model: e.target.value })} />
        <Field label={t("catalogue-field-batch")} value={legal.batch ?? ""} maxLength={255} hint={t("catalogue-batch-hint")} error={problem("legal.batch")}
          onChange={(e) => onChange({ batch: e.target.value })} />
      </div>
      <TextAreaField label={t("catalogue-field-warnings")} value={legal.warnings ?? ""} rows={6} maxLength={10_000} hint={t("catalogue-warnings-hint")}
        error={problem("legal.warnings")} onChange={(e) => onChange({ warnings: e.target.value })} />

      <div className="variant-card" role="group" aria-labelledby={`${id}-instructions`}>
        <h3 id={`${id}-instructions`}>{t("catalogue-legal-instructions")}</h3>
        <p className="muted">{t("catalogue-legal-instructions-hint", { max: MAX_INSTRUCTIONS })}</p>
        {instructions.map((doc, i) => {
          // The server names the row: beside the title when it has none, else the address.
          const error = problem(`legal.instructions.${i}`);
          const titled = doc.title.trim() !== "";
          return (
            <div className="field-row" key={i}>
              <Field label={t("catalogue-legal-instruction-title", { n: i + 1 })} value={doc.title} maxLength={255} error={titled ? null : error}
                onChange={(e) => setInstruction(i, { title: e.target.value })} />
              <Field label={t("catalogue-legal-instruction-url", { n: i + 1 })} value={doc.url} {...urlInput} hint={t("catalogue-document-url-hint")}
                error={titled ? error : null} onChange={(e) => setInstruction(i, { url: e.target.value })} />
              <p className="button-row backoffice-actions">
                <button type="button" className="button button-outline button-small" onClick={() => onChange({ instructions: instructions.filter((_, j) => j !== i) })}>
                  <Trash size={16} aria-hidden /> {t("catalogue-legal-instruction-remove", { n: i + 1 })}
                </button>
              </p>
            </div>
          );
        })}
        <FilePicker label={t("catalogue-legal-instructions-upload")} accept={PDF} multiple small busy={sending.instructions !== null} unavailable={full}
          hint={sending.instructions !== null ? t("catalogue-file-sending", { name: sending.instructions })
            : full ? t("catalogue-legal-instructions-full", { max: MAX_INSTRUCTIONS }) : t("catalogue-legal-instructions-upload-hint")}
          onFiles={(files) => void sendInstructions(files)} />
        {!full && (
          <p>
            {/* Not while files are on their way: each takes a row when it has arrived. */}
            <button type="button" className="button button-outline button-small" disabled={sending.instructions !== null}
              onClick={() => onChange({ instructions: [...instructions, { title: "", url: "" }] })}>
              <Plus size={16} aria-hidden /> {t("catalogue-legal-instruction-add")}
            </button>
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** An upload button: a visually hidden file input labelled by its visible button, and
 *  a hint read out as it changes ("Sender …" while busy). While busy, or unavailable
 *  (the hint says why), the input stays focusable but opens nothing (`aria-disabled`
 *  rather than `disabled`, which would drop the keyboard's focus to the page). */
function FilePicker({ label, accept, multiple = false, small = false, busy, unavailable = false, hint, onFiles }: {
  label: string;
  accept: string;
  multiple?: boolean;
  small?: boolean;
  busy: boolean;
  unavailable?: boolean;
  hint: ReactNode;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const icon = small ? 16 : 18;
  const blocked = busy || unavailable;
  return (
    <div className="field">
      <input id={id} className="visually-hidden file-picker" type="file" accept={accept} multiple={multiple}
        aria-disabled={blocked || undefined} aria-describedby={`${id}-hint`}
        onClick={(e) => {
          if (blocked) e.preventDefault();
        }}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = "";
          if (files.length > 0 && !blocked) onFiles(files);
        }} />
      <label htmlFor={id} className={small ? "button button-outline button-small" : "button button-outline"}>
        {busy ? <Loader2 size={icon} className="spin" aria-hidden /> : <Upload size={icon} aria-hidden />} {label}
      </label>
      <div className="field-hint" id={`${id}-hint`} aria-live="polite">
        {hint}
      </div>
    </div>
  );
}

/** A labelled textarea with its hint and error, as `Field` is for an input. */
function TextAreaField({ label, error, hint, ...area }: { label: string; error?: string | null; hint?: ReactNode } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field-invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...area} />
      {hint && <div className="field-hint" id={`${id}-hint`}>{hint}</div>}
      {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}

/** A labelled select with its hint and error, as `Field` is for an input. */
function SelectField({ label, error, hint, children, ...select }: { label: string; error?: string | null; hint?: ReactNode; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field-invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...select}>
        {children}
      </select>
      {hint && <div className="field-hint" id={`${id}-hint`}>{hint}</div>}
      {error && <p className="field-error" id={`${id}-error`}>{error}</p>}
    </div>
  );
}
