import { createFetch, FetchError } from 'ofetch';

/** SPEC §7: retried once, only when the request has no body. */
export const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504];
export const timeoutMs = 30_000;

export type HttpFailure =
  | { ok: false; kind: 'network' | 'aborted' | 'timeout'; status: 0 }
  /** HTTP status other than 200, or 200 with `result` ≠ 200: the raw response body is passed on. */
  | { ok: false; kind: 'status'; status: number; body: unknown; msg: string | null };
export type HttpResult<T> = { ok: true; data: T } | HttpFailure;

export type HttpContext = { logid?: string; appVersion: string; examId?: number; hl?: string; uid?: string };
type Options = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; query?: Record<string, string | number | undefined>; signal?: AbortSignal; base?: 'api' | 'pay' };

/**
 * The one HTTP client of the site: common headers, 30 s timeout, the retry rule, and the
 * success rule (HTTP 200 and `result: 200`). Never throws: callers branch on `ok`.
 */
export function createHttp(context: () => HttpContext, fetchImpl: typeof fetch = globalThis.fetch, origin = '') {
  const $fetch = createFetch({ fetch: fetchImpl });
  return async function request<T>(path: string, opts: Options = {}): Promise<HttpResult<T>> {
    const ctx = context();
    const headers: Record<string, string> = { 'x-app-version': ctx.appVersion };
    if (ctx.logid) headers['x-logid'] = ctx.logid;
    if (ctx.examId) headers['x-app-exam-id'] = String(ctx.examId);
    if (ctx.hl) headers.hl = ctx.hl;
    if (ctx.uid) headers.uid = ctx.uid;
    const hasBody = opts.body !== undefined;
    try {
      const res = await $fetch.raw(`${origin}/${opts.base ?? 'api'}${path}`, {
        method: opts.method ?? (hasBody ? 'POST' : 'GET'),
        body: hasBody ? (opts.body as Record<string, unknown>) : undefined,
        query: opts.query,
        headers,
        signal: opts.signal,
        timeout: timeoutMs,
        retry: hasBody ? 0 : 1,
        retryDelay: 300,
        retryStatusCodes: retryStatuses,
      });
      const body = res._data as { result?: number; data?: T; msg?: string } | undefined;
      if (res.status === 200 && body?.result === 200) return { ok: true, data: body.data as T };
      return { ok: false, kind: 'status', status: res.status, body, msg: body?.msg ?? null };
    } catch (err) {
      return toFailure(err);
    }
  };
}

function toFailure(err: unknown): HttpFailure {
  if (err instanceof FetchError && err.response) {
    const body = err.data as { msg?: string } | undefined;
    return { ok: false, kind: 'status', status: err.response.status, body, msg: typeof body?.msg === 'string' ? body.msg : null };
  }
  const cause = (err as { cause?: unknown })?.cause ?? err;
  const name = (cause as { name?: string })?.name;
  if (name === 'TimeoutError') return { ok: false, kind: 'timeout', status: 0 };
  if (name === 'AbortError') return { ok: false, kind: 'aborted', status: 0 };
  return { ok: false, kind: 'network', status: 0 };
}
