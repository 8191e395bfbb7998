// Calls to our JSON API. Errors arrive as {error, message?, hint?, fields} in the
// visitor's language (sent as X-Lang).
export interface ApiErrorBody {
  error: string;
  message?: string;
  hint?: string;
  fields: Record<string, string>;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody };

export async function api<T>(method: string, path: string, lang: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", "x-lang": lang, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 204) return { ok: true, status: 204, data: undefined as T };
    const json = await res.json().catch(() => null);
    if (res.ok) return { ok: true, status: res.status, data: json as T };
    return { ok: false, status: res.status, error: json ?? { error: res.statusText, fields: {} } };
  } catch (e) {
    return { ok: false, status: 0, error: { error: e instanceof Error ? e.message : String(e), fields: {} } };
  }
}
