// The header's search: a GET form to /search (it works without JavaScript) whose input
// is a WAI-ARIA combobox once the page runs: as the visitor types (debounced, the
// older question aborted), up to four products, services and categories appear in a
// listbox; the arrow keys move through them (aria-activedescendant), Enter opens the
// one chosen or, with none, the results page; Escape closes; a live region says how
// many were found.
import SearchIcon from "lucide-react/icons/search";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { localizedPath, splitLang } from "../lib/paths";
import { RETRIES, normalized, predict, retryDelay } from "../lib/predictive";
import type { Found } from "../generated/Found";
import { sized } from "../lib/images";

const DEBOUNCE_MS = 150;

interface Option {
  id: string;
  group: string;
  item: Found;
}

export function SearchBox() {
  const t = useT();
  const { lang } = usePage();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState("");
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const inflight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const box = useRef<HTMLFormElement>(null);

  useEffect(() => () => {
    inflight.current?.abort();
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const ask = (value: string, attempt = 0) => {
    if (timer.current) clearTimeout(timer.current);
    inflight.current?.abort();
    if (normalized(value).length < 2) {
      setOptions([]);
      setOpen(false);
      setStatus("");
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      inflight.current = controller;
      try {
        const { results, again } = await predict(lang, value, controller.signal);
        if (controller.signal.aborted) return;
        // Cut short or failed for a moment: the same question again shortly (a
        // keystroke in between asks its own instead).
        if (again && attempt < RETRIES) {
          timer.current = setTimeout(() => ask(value, attempt + 1), retryDelay(attempt));
        }
        if (!results || (again && !results.products.length && !results.services.length && !results.collections.length)) return;
        const next: Option[] = [
          ...results.products.map((item) => ({ group: "products", item })),
          ...results.services.slice(0, 3).map((item) => ({ group: "services", item })),
          ...results.collections.slice(0, 3).map((item) => ({ group: "collections", item })),
        ].map((o, i) => ({ ...o, id: `${id}-option-${i}` }));
        setOptions(next);
        setActive(-1);
        setOpen(true);
        setStatus(t("search-suggestions", { count: next.length }));
      } catch {
        // Aborted by a newer question, or offline: the form still works.
      }
    }, attempt === 0 ? DEBOUNCE_MS : 0);
  };

  const go = (option: Option) => {
    setOpen(false);
    setQuery("");
    navigate(splitLang(option.item.url)[1]);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && options.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % options.length);
    } else if (e.key === "ArrowUp" && options.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
    } else if (e.key === "Enter" && open && active >= 0 && options[active]) {
      e.preventDefault();
      go(options[active]);
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        setQuery("");
      }
    }
  };

  const expanded = open && options.length > 0;
  const listbox = `${id}-listbox`;
  const groups = ["products", "services", "collections"].filter((g) => options.some((o) => o.group === g));
  return (
    <form ref={box} role="search" method="get" action={localizedPath(lang, "/search")} className="header-search"
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}>
      <label htmlFor="header-search-q" className="visually-hidden">{t("search-label")}</label>
      {/* A text input: HTML allows the combobox role on it, not on type=search
          without a list (the Nu Html Checker says so on every page). */}
      <input id="header-search-q" type="text" inputMode="search" name="q" maxLength={100} placeholder={t("search-placeholder")} autoComplete="off"
        enterKeyHint="search" role="combobox" aria-autocomplete="list" aria-expanded={expanded} aria-controls={listbox}
        aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined} value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          ask(e.target.value);
        }}
        onFocus={() => options.length && setOpen(true)} onKeyDown={onKeyDown} />
      <button type="submit" className="icon-button" aria-label={t("search-label")}>
        <SearchIcon size={20} aria-hidden />
      </button>
      <div id={listbox} role="listbox" aria-label={t("search-suggestions-label")} className="search-suggestions" hidden={!expanded}>
        {groups.map((group) => (
          <div key={group} role="group" aria-label={t(`search-${group}`)}>
            <div className="search-suggestions-heading" aria-hidden>{t(`search-${group}`)}</div>
            {options.filter((o) => o.group === group).map((o) => (
              <div key={o.id} id={o.id} role="option" aria-selected={options[active]?.id === o.id}
                className={`search-suggestion${options[active]?.id === o.id ? " search-suggestion-active" : ""}`}
                onMouseDown={(e) => e.preventDefault()} onClick={() => go(o)}>
                {o.item.image && <img src={sized(o.item.image, 64)} alt="" width={32} height={32} />}
                <span>{o.item.title}</span>
              </div>
            ))}
          </div>
        ))}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">{status}</div>
    </form>
  );
}
