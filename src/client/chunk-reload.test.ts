import { describe, expect, it, vi } from 'vitest';
import { installChunkReload } from './chunk-reload.ts';

function fakeWindow() {
  const store = new Map<string, string>();
  const listeners = new Map<string, (e: unknown) => void>();
  return {
    sessionStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) },
    location: { reload: vi.fn() },
    addEventListener: (type: string, fn: (e: unknown) => void) => listeners.set(type, fn),
    fire: (type: string, e: unknown) => listeners.get(type)!(e),
  };
}

describe('chunk load errors (SPEC §2)', () => {
  it('reload the page once, and not again within 10 seconds', () => {
    const win = fakeWindow();
    let now = 1_000_000;
    installChunkReload(win as unknown as Window, () => now);
    win.fire('vite:preloadError', { preventDefault() {} });
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    now += 5_000;
    win.fire('unhandledrejection', { reason: new Error('Failed to fetch dynamically imported module: /_astro/x.js') });
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    now += 6_000;
    win.fire('unhandledrejection', { reason: new Error('Failed to fetch dynamically imported module: /_astro/x.js') });
    expect(win.location.reload).toHaveBeenCalledTimes(2);
    win.fire('unhandledrejection', { reason: new Error('something else') });
    expect(win.location.reload).toHaveBeenCalledTimes(2);
  });
});
