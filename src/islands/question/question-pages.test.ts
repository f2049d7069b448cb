import { describe, expect, it } from 'vitest';
import { buildPages } from './question-pages.ts';

const qs = (n: number, part: number) => Array.from({ length: n }, (_, i) => ({ id: `p${part}q${i}`, part, text: 'x' }));

describe('buildPages', () => {
  it('splits parts of 22/21/21 into pages of at most 7, keeping every statement once and in order', () => {
    const all = [...qs(22, 1), ...qs(21, 2), ...qs(21, 3)];
    const pages = buildPages(all);
    expect(pages.flatMap((p) => p.questions)).toEqual(all);
    expect(pages.every((p) => p.questions.length <= 7 && p.questions.length >= 5)).toBe(true);
    expect(pages.filter((p) => p.lastOfPart).map((p) => p.part)).toEqual([1, 2, 3]);
    expect(pages.filter((p) => p.last)).toHaveLength(1);
    expect(pages.at(-1)!.last).toBe(true);
  });
});
