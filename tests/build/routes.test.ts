import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyLocales } from '../../i18n/locales.ts';
import { pageRoutes } from '../../src/routes/route-table.ts';
import { createApp } from '../../src/server/app.ts';
import { boot } from '../../src/server/boot.ts';
import { readEnv } from '../../src/server/env.ts';

// Every route and alias of the route table, in every language, answers with its own pre-built page.
let app: ReturnType<typeof createApp>;
let stop: () => Promise<void>;
beforeAll(async () => {
  const booted = await boot(readEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', DIST_DIR: 'dist' } as NodeJS.ProcessEnv));
  app = createApp(booted.deps);
  stop = booted.stop;
});
afterAll(async () => { await stop(); });

const file = (hl: string, page: string) => readFileSync(`dist/${hl === 'en' ? '' : `${hl}/`}${page}/index.html`, 'utf8');

describe('route table', () => {
  it.each(readyLocales.map((l) => [l.hl]))('serves every route and alias in %s', async (hl) => {
    const prefix = hl === 'en' ? '' : `/${hl}`;
    for (const r of pageRoutes) {
      const res = await app.request(`${prefix}${r.path}/Any_code9-1`);
      expect(res.status, `${prefix}${r.path}`).toBe(200);
      expect(await res.text()).toBe(file(hl, r.page));
    }
  });

  it('answers 404 with the localized not-found page for unknown shapes and exams', async () => {
    for (const path of ['/landing/relax/a-b-1', '/landing/relax/x-99999', '/nope', '/ja/landing/relax']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
    }
    expect(await (await app.request('/ja/nope/x-1')).text()).toBe(file('ja', 'not-found'));
  });

  it('picks the language from the prefix, then ?hl=, then the saved choice', async () => {
    expect(await (await app.request('/answer/question/x-1?hl=de-AT')).text()).toBe(file('de', 'answer/question'));
    expect(await (await app.request('/answer/question/x-1', { headers: { cookie: 'MBTI-locale=ko' } })).text()).toBe(file('ko', 'answer/question'));
    expect(await (await app.request('/answer/question/x-1', { headers: { cookie: 'MBTI-locale=xx' } })).text()).toBe(file('en', 'answer/question'));
  });
});
