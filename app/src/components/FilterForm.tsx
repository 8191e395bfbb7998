import Search from "lucide-react/icons/search";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { withQuery } from "../lib/backoffice";
import { useT } from "../lib/i18n";

export interface FilterSelect {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

/** The filters of a back office list, kept in the URL's query (the server's loader
 * reads them): a choice applies at once, the search box on Enter or the button. */
export function FilterForm({ path, selects, q, searchLabel }: { path: string; selects: FilterSelect[]; q: string; searchLabel: string }) {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const current = Object.fromEntries(selects.map((s) => [s.name, s.value]));
  const go = (changes: Record<string, string>) => navigate(withQuery(path, { ...current, q: text.trim(), ...changes }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go({});
  };
  const filtered = q !== "" || selects.some((s) => s.value !== "");
  return (
    <form role="search" className="card backoffice-filters" aria-label={t("backoffice-filters")} onSubmit={onSubmit}>
      {selects.map((s) => (
        <div className="field" key={s.name}>
          <label htmlFor={`${id}-${s.name}`}>{s.label}</label>
          <select id={`${id}-${s.name}`} name={s.name} value={s.value} onChange={(e) => go({ [s.name]: e.target.value })}>
            {s.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="field backoffice-search">
        <label htmlFor={`${id}-q`}>{searchLabel}</label>
        <input id={`${id}-q`} type="search" name="q" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="backoffice-filter-actions">
        <button type="submit" className="button button-primary">
          <Search size={18} aria-hidden /> {t("backoffice-search-button")}
        </button>
        {filtered && (
          <Link to={path} className="button button-outline">
            {t("backoffice-clear")}
          </Link>
        )}
      </div>
    </form>
  );
}
