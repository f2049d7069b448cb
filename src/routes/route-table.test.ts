import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchPageRoute, pageRoutes } from './route-table.ts';

describe('route table', () => {
  it('maps every route and alias with any code to its page', () => {
    for (const r of pageRoutes) {
      expect(matchPageRoute(`${r.path}/fb_01-1`)).toEqual({ route: r, code: 'fb_01', examId: 1 });
      const page = r.page.startsWith('landing/') ? 'landing/[theme]' : r.page;
      expect(existsSync(`src/pages/[...locale]/${page}/index.astro`)).toBe(true);
    }
  });

  it('rejects other shapes', () => {
    for (const p of ['/landing/relax', '/landing/relax/', '/landing/relax/a-b-1', '/landing/relax/x-', '/landing/relax/-1', '/landing/other/x-1', '/landing/relax/x-1/more']) {
      expect(matchPageRoute(p)).toBeNull();
    }
    expect(matchPageRoute('/landing/relax/x-1/')).not.toBeNull();
  });
});
