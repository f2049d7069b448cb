import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { resolveHl, defaultHl } from '../../../i18n/locales.ts';
import { TypeReportContent, type TypeCode } from '../../content/report-content.schema.ts';
import type { BankItem } from '../scoring/score-answers.ts';
import { Dimension } from '../../contract/report.ts';
import { HelpContent, LegalContent } from '../../content/help-content.schema.ts';

const contentDir = fileURLToPath(new URL('../../content/', import.meta.url));
const readJson = (rel: string) => JSON.parse(readFileSync(contentDir + rel, 'utf8'));
const exists = (rel: string) => existsSync(contentDir + rel);

const Bank = z.object({
  scale: z.object({ points: z.number().int().min(3).max(9) }),
  parts: z.array(z.array(z.string())).length(3),
  items: z.array(z.object({ id: z.string(), dimension: Dimension, pole: z.string().length(1) })),
});
export type Bank = z.infer<typeof Bank> & { items: BankItem[] };

const examSlugs: Record<number, string> = { 1: 'mbti' };
const memo = new Map<string, unknown>();
function once<T>(key: string, load: () => T): T {
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as T;
}

/** The scored question bank of an exam, or null when that exam has no bank in this build. */
export function questionBank(examId: number): Bank | null {
  const slug = examSlugs[examId];
  if (!slug || !exists(`exams/${slug}/bank.json`)) return null;
  return once(`bank:${slug}`, () => Bank.parse(readJson(`exams/${slug}/bank.json`)));
}

/** Statement texts in a language, falling back to English when a translation is not there yet. */
export function questionTexts(examId: number, hl: string): Record<string, string> {
  const slug = examSlugs[examId];
  const lang = resolveHl(hl);
  const file = exists(`exams/${slug}/questions.${lang}.json`) ? lang : defaultHl;
  return once(`q:${slug}:${file}`, () => z.record(z.string(), z.string()).parse(readJson(`exams/${slug}/questions.${file}.json`)));
}

export function typeReport(code: TypeCode, hl: string): TypeReportContent {
  const lang = resolveHl(hl);
  const folder = exists(`reports/${lang}/${code}.json`) ? lang : defaultHl;
  return once(`r:${folder}:${code}`, () => TypeReportContent.parse(readJson(`reports/${folder}/${code}.json`)));
}

/** Help articles and legal documents in a language, falling back to English. */
export function helpContent(hl: string): HelpContent {
  const lang = resolveHl(hl);
  const file = exists(`help/${lang}.json`) ? lang : defaultHl;
  return once(`help:${file}`, () => HelpContent.parse(readJson(`help/${file}.json`)));
}

export function legalContent(hl: string): LegalContent {
  const lang = resolveHl(hl);
  const file = exists(`legal/${lang}.json`) ? lang : defaultHl;
  return once(`legal:${file}`, () => LegalContent.parse(readJson(`legal/${file}.json`)));
}
