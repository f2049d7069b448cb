import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { questionBank } from '../catalogue/content.ts';
import { answerProblems, clarityOf, scoreAnswers, type BankItem } from './score-answers.ts';

const bank = questionBank(1)!;
const items = bank.items;
const answersFor = (type: string, agree = 7, disagree = 1) => Object.fromEntries(items.map((i) => [i.id, type.includes(i.pole) ? agree : disagree]));

describe('the question bank', () => {
  it('has 16 statements per dimension, keys balanced 8/8, in three parts covering every id once', () => {
    for (const pole of 'EISNTFJP') expect(items.filter((i) => i.pole === pole)).toHaveLength(8);
    expect(bank.parts.flat().sort()).toEqual(items.map((i) => i.id).sort());
    expect(bank.parts).toHaveLength(3);
  });
});

describe('scoreAnswers', () => {
  it('recovers every one of the 16 types from a clear respondent', () => {
    for (const type of ['INFJ', 'INFP', 'INTJ', 'INTP', 'ENFP', 'ENTP', 'ENTJ', 'ISTJ', 'ISTP', 'ESTP', 'ESTJ', 'ISFJ', 'ISFP', 'ESFP', 'ESFJ', 'ENFJ']) {
      const result = scoreAnswers(items, answersFor(type));
      expect(result.typeCode).toBe(type);
      expect(result.dimensions.every((d) => d.percent === 100 && d.clarity === 'very_clear')).toBe(true);
    }
  });

  it('gives percentages and clarity labels per dimension', () => {
    const result = scoreAnswers(items, answersFor('ENTJ', 5, 3));
    expect(result.dimensions.map((d) => [d.pole, d.percent, d.clarity])).toEqual([
      ['E', 67, 'moderate'], ['N', 67, 'moderate'], ['T', 67, 'moderate'], ['J', 67, 'moderate'],
    ]);
  });

  it('breaks an exact tie toward the second pole (I, N, F, P) at 50%', () => {
    const neutral = Object.fromEntries(items.map((i) => [i.id, 4]));
    const result = scoreAnswers(items, neutral);
    expect(result.typeCode).toBe('INFP');
    expect(result.dimensions.every((d) => d.percent === 50 && d.clarity === 'slight')).toBe(true);
  });

  it('refuses to score an incomplete set', () => {
    const answers = answersFor('ISTP');
    delete answers[items[0]!.id];
    expect(() => scoreAnswers(items, answers)).toThrow(/missing answer/);
    expect(answerProblems(items, { ...answers, q999: 3 })).toEqual({ missing: [items[0]!.id], unknown: ['q999'] });
  });

  it('clarity bands cover 50–100 without gaps', () => {
    expect([50, 59, 60, 74, 75, 89, 90, 100].map(clarityOf)).toEqual(['slight', 'slight', 'moderate', 'moderate', 'clear', 'clear', 'very_clear', 'very_clear']);
  });

  it('property: any complete answer set gives a valid type with percentages 50–100 that agree with the letters', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: items.length, maxLength: items.length }), (values) => {
      const answers = Object.fromEntries(items.map((i, k) => [i.id, values[k]!]));
      const r = scoreAnswers(items, answers);
      expect(r.typeCode).toMatch(/^[EI][SN][TF][JP]$/);
      for (const d of r.dimensions) {
        expect(d.percent).toBeGreaterThanOrEqual(50);
        expect(d.percent).toBeLessThanOrEqual(100);
        expect(d.pole).toBe(d.balance > 0 ? d.dimension[0] : d.dimension[1]);
      }
    }));
  });

  it('property: mirroring every answer (x → 8 − x) flips every non-tied letter', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 7 }), { minLength: items.length, maxLength: items.length }), (values) => {
      const answers = Object.fromEntries(items.map((i, k) => [i.id, values[k]!]));
      const mirrored = Object.fromEntries(items.map((i, k) => [i.id, 8 - values[k]!]));
      const a = scoreAnswers(items, answers), b = scoreAnswers(items, mirrored);
      a.dimensions.forEach((d, k) => {
        if (d.balance !== 0) expect(b.dimensions[k]!.pole).not.toBe(d.pole);
        expect(b.dimensions[k]!.percent).toBe(d.percent);
      });
    }));
  });

  it('property: agreeing more with a pole never moves the score away from it', () => {
    const small: BankItem[] = items;
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: items.length, maxLength: items.length }), fc.integer({ min: 0, max: items.length - 1 }), (values, k) => {
      const answers = Object.fromEntries(small.map((i, j) => [i.id, values[j]!]));
      const item = small[k]!;
      const before = scoreAnswers(small, answers).dimensions.find((d) => d.dimension === item.dimension)!;
      const after = scoreAnswers(small, { ...answers, [item.id]: answers[item.id]! + 1 }).dimensions.find((d) => d.dimension === item.dimension)!;
      const towardFirst = item.pole === item.dimension[0] ? 1 : -1;
      expect(Math.sign(after.balance - before.balance)).toBe(towardFirst);
    }));
  });
});
