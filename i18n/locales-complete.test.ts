import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LocaleMessages, placeholders, sameAsEnglishAllowed } from './schema.ts';
import { locales } from './locales.ts';
import { TypeReportContent, typeCodes } from '../src/content/report-content.schema.ts';
import { LandingContent } from '../themes/manifest.schema.ts';
import { HelpContent, LegalContent } from '../src/content/help-content.schema.ts';

const read = (p: string) => JSON.parse(readFileSync(p, 'utf8'));
const en = LocaleMessages.parse(read('i18n/en.json'));
const ready = (locales as readonly { hl: string; ready: boolean }[]).filter((l) => l.ready && l.hl !== 'en');
const themes = readdirSync('themes').filter((d) => existsSync(`themes/${d}/manifest.json`));

/** Same shape: arrays of equal length, objects with the same keys, all the way down. */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]));
  return typeof v;
}

describe('English UI strings', () => {
  it('pass the schema', () => expect(Object.keys(en).length).toBeGreaterThan(200));
});

describe.each(ready.map((l) => [l.hl]))('locale %s', (hl) => {
  const messages = LocaleMessages.parse(read(`i18n/${hl}.json`));

  it('has every English key and no others', () => {
    expect(Object.keys(en).filter((k) => !(k in messages))).toEqual([]);
    expect(Object.keys(messages).filter((k) => !(k in en))).toEqual([]);
  });

  it('keeps every placeholder', () => {
    const broken = Object.keys(en).filter((k) => JSON.stringify(placeholders(en[k]!)) !== JSON.stringify(placeholders(messages[k] ?? '')));
    expect(broken).toEqual([]);
  });

  it('is not a copy of the English text', () => {
    const copies = Object.keys(en).filter((k) => !sameAsEnglishAllowed.has(k) && messages[k] === en[k] && /[a-z]{3}/i.test(en[k]!));
    expect(copies).toEqual([]);
  });

  it('has the question bank, every type report and every landing, shaped like English', () => {
    const qEn = read('src/content/exams/mbti/questions.en.json');
    const q = read(`src/content/exams/mbti/questions.${hl}.json`);
    expect(Object.keys(q).sort()).toEqual(Object.keys(qEn).sort());
    expect(Object.keys(q).filter((k) => q[k] === qEn[k])).toEqual([]);
    for (const code of typeCodes) {
      const r = TypeReportContent.parse(read(`src/content/reports/${hl}/${code}.json`));
      expect(shape(r)).toEqual(shape(read(`src/content/reports/en/${code}.json`)));
      expect(r.overview[0]).not.toBe(read(`src/content/reports/en/${code}.json`).overview[0]);
    }
    for (const theme of themes) {
      const c = LandingContent.parse(read(`themes/${theme}/content/${hl}.json`));
      expect(shape(c)).toEqual(shape(read(`themes/${theme}/content/en.json`)));
    }
  });

  it('has the help centre and every legal document, with the same ids, translated', () => {
    const help = HelpContent.parse(read(`src/content/help/${hl}.json`));
    const helpEn = read('src/content/help/en.json');
    expect(shape(help)).toEqual(shape(helpEn));
    expect(help.categories.flatMap((c) => c.items.map((i) => i.id))).toEqual(helpEn.categories.flatMap((c: { items: { id: string }[] }) => c.items.map((i) => i.id)));
    expect(help.categories[0]!.items[0]!.body[0]).not.toBe(helpEn.categories[0].items[0].body[0]);
    const legal = LegalContent.parse(read(`src/content/legal/${hl}.json`));
    const legalEn = read('src/content/legal/en.json');
    expect(shape(legal)).toEqual(shape(legalEn));
    expect(legal.documents.map((d) => [d.id, d.flag, d.updated])).toEqual(legalEn.documents.map((d: { id: string; flag: string; updated: string }) => [d.id, d.flag, d.updated]));
    expect(legal.documents[1]!.sections[0]!.paragraphs[0]).not.toBe(legalEn.documents[1].sections[0].paragraphs[0]);
  });
});
