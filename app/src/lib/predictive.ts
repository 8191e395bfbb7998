// The predictive search's answers: fetched once per (language, query) and kept a
// minute, the newest 30; a newer question aborts the one still on its way.
import type { Results } from "../generated/Results";

const KEEP_MS = 60_000;
const MAX_ENTRIES = 30;
const answers = new Map<string, { at: number; results: Results }>();

export function cached(lang: string, query: string, now = Date.now()): Results | null {
  const hit = answers.get(`${lang}|${query}`);
  return hit && now - hit.at < KEEP_MS ? hit.results : null;
}

export function remember(lang: string, query: string, results: Results, now = Date.now()) {
  answers.delete(`${lang}|${query}`);
  answers.set(`${lang}|${query}`, { at: now, results });
  while (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
}

/** The query as the server normalises it: spaces collapsed, lower-case. */
export function normalized(query: string): string {
  return query.trim().split(/\s+/).filter(Boolean).join(" ").toLowerCase().slice(0, 100);
}

/** Times an unfinished answer is asked for again, and the pause before each. */
export const RETRIES = 3;
export function retryDelay(attempt: number): number {
  return 250 * 2 ** attempt;
}

/** An answer, and whether to ask again for the same query in a moment: the server
 * cut it short (its time budget, an index still learning of a change) or failed
 * for a moment; a refusal for asking too often is not asked again. */
export interface Prediction {
  results: Results | null;
  again: boolean;
}

/** Asks the server, unless the answer is fresh in the cache. */
export async function predict(lang: string, query: string, signal: AbortSignal): Promise<Prediction> {
  const q = normalized(query);
  if (q.length < 2) return { results: null, again: false };
  const hit = cached(lang, q);
  if (hit) return { results: hit, again: false };
  const res = await fetch(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}&limit=4`, {
    signal,
    credentials: "same-origin",
    headers: { accept: "application/json", "x-lang": lang },
  });
  if (!res.ok) return { results: null, again: res.status >= 500 };
  const results = (await res.json()) as Results;
  // An answer cut short by the server's time budget is shown, not kept.
  if (!results.incomplete) remember(lang, q, results);
  return { results, again: results.incomplete };
}
