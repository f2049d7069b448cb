import type { HttpFailure, HttpResult } from './http.ts';

/** SWR wants a throwing fetcher; this turns a failed result into an error that carries it. */
export class CallFailed extends Error {
  constructor(readonly failure: HttpFailure) {
    super(failure.kind === 'status' ? (failure.msg ?? `status ${failure.status}`) : failure.kind);
  }
}

export async function unwrap<T>(call: Promise<HttpResult<T>>): Promise<T> {
  const res = await call;
  if (!res.ok) throw new CallFailed(res);
  return res.data;
}

/** Reads that should not be refetched behind the visitor's back (their answers depend on them). */
export const steadyRead = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;
