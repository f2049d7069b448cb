import type { QuestionList } from '../../contract/exam.ts';

export type Question = QuestionList['questions'][number];
export type QuestionPage = { part: number; questions: Question[]; lastOfPart: boolean; last: boolean };

/** Splits each part into near-equal pages of at most `perPage` statements. */
export function buildPages(questions: Question[], perPage = 7): QuestionPage[] {
  const parts = [...new Set(questions.map((q) => q.part))].sort((a, b) => a - b);
  const pages: QuestionPage[] = [];
  for (const part of parts) {
    const list = questions.filter((q) => q.part === part);
    const count = Math.ceil(list.length / perPage);
    for (let i = 0; i < count; i++) {
      const from = Math.round((i * list.length) / count), to = Math.round(((i + 1) * list.length) / count);
      pages.push({ part, questions: list.slice(from, to), lastOfPart: i === count - 1, last: false });
    }
  }
  if (pages.length) pages[pages.length - 1]!.last = true;
  return pages.filter((p) => p.questions.length);
}
