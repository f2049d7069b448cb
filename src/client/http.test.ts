import { describe, expect, it, vi } from 'vitest';
import { createHttp, retryStatuses } from './http.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ctx = () => ({ appVersion: '1.2.3', logid: 'L1', examId: 1, hl: 'en', uid: 'u9' });

describe('http layer', () => {
  it('sends the common headers and JSON bodies', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(200, { result: 200, data: { x: 1 } }));
    const http = createHttp(ctx, fetch as typeof globalThis.fetch, 'http://t');
    expect(await http('/a', { body: { y: 2 } })).toEqual({ ok: true, data: { x: 1 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://t/api/a');
    const headers = new Headers(init!.headers);
    expect(Object.fromEntries(['x-logid', 'x-app-version', 'x-app-exam-id', 'hl', 'uid'].map((h) => [h, headers.get(h)])))
      .toEqual({ 'x-logid': 'L1', 'x-app-version': '1.2.3', 'x-app-exam-id': '1', hl: 'en', uid: 'u9' });
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe('{"y":2}');
  });

  it('uses the pay base for (pay) calls', async () => {
    const fetch = vi.fn(async () => json(200, { result: 200, data: null }));
    await createHttp(ctx, fetch as typeof globalThis.fetch, 'http://t')('/pay/check/status', { body: {}, base: 'pay' });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('http://t/pay/pay/check/status');
  });

  it.each(retryStatuses)('retries a GET once on %i', async (status) => {
    const fetch = vi.fn(async () => json(status, { result: status, msg: 'busy' }));
    const res = await createHttp(ctx, fetch as typeof globalThis.fetch, 'http://t')('/a');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(res).toMatchObject({ ok: false, kind: 'status', status, msg: 'busy' });
  });

  it('does not retry a request with a body, nor a GET on other statuses', async () => {
    const fetch = vi.fn(async () => json(503, { result: 503, msg: 'down' }));
    await createHttp(ctx, fetch as typeof globalThis.fetch, 'http://t')('/a', { body: { a: 1 } });
    expect(fetch).toHaveBeenCalledTimes(1);
    const f404 = vi.fn(async () => json(404, { result: 404, msg: 'nope' }));
    await createHttp(ctx, f404 as typeof globalThis.fetch, 'http://t')('/a');
    expect(f404).toHaveBeenCalledTimes(1);
  });

  it('succeeds only when HTTP 200 and result 200; otherwise passes the raw body on', async () => {
    const fetch = vi.fn(async () => json(200, { result: 4001, msg: 'business rule' }));
    expect(await createHttp(ctx, fetch as typeof globalThis.fetch, 'http://t')('/a', { body: {} }))
      .toEqual({ ok: false, kind: 'status', status: 200, body: { result: 4001, msg: 'business rule' }, msg: 'business rule' });
  });

  it('names network errors, aborts and timeouts', async () => {
    const down = vi.fn(async () => { throw new TypeError('fetch failed'); });
    expect(await createHttp(ctx, down as typeof globalThis.fetch, 'http://t')('/a', { body: {} })).toMatchObject({ kind: 'network' });
    const controller = new AbortController();
    const aborting = vi.fn(async (_u: unknown, init?: RequestInit) => {
      controller.abort();
      init?.signal?.throwIfAborted();
      return json(200, {});
    });
    expect(await createHttp(ctx, aborting as typeof globalThis.fetch, 'http://t')('/a', { body: {}, signal: controller.signal })).toMatchObject({ kind: 'aborted' });
    const timeout = vi.fn(async () => { throw new DOMException('timed out', 'TimeoutError'); });
    expect(await createHttp(ctx, timeout as typeof globalThis.fetch, 'http://t')('/a', { body: {} })).toMatchObject({ kind: 'timeout' });
  });

  it('gives up with a timeout after 30 000 ms, not before', async () => {
    vi.useFakeTimers();
    const hanging = vi.fn((_u: unknown, init?: RequestInit) => new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
    }));
    let settled: unknown = null;
    const pending = createHttp(ctx, hanging as typeof globalThis.fetch, 'http://t')('/a', { body: {} }).then((r) => { settled = r; });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(2);
    await pending;
    expect(settled).toMatchObject({ ok: false, kind: 'timeout' });
    vi.useRealTimers();
  });
});
