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

/** Asks the server, unless the answer is fresh in the cache. */
export async function predict(lang: string, query: string, signal: AbortSignal): Promise<Results | null> {
  const q = normalized(query);
  if (q.length < 2) return null;
  const hit = cached(lang, q);
  if (hit) return hit;
  const res = await fetch(`/api/search?q=${encodeURIComponent(q)}&lang=${lang}&limit=4`, {
    signal,
    credentials: "same-origin",
    headers: { accept: "application/json", "x-lang": lang },
  });
  if (!res.ok) return null;
  const results = (await res.json()) as Results;
  // An answer cut short by the server's time budget is shown, not kept.
  if (!results.incomplete) remember(lang, q, results);
  return results;
}
