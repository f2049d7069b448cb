import type { Clarity, Dimension, DimensionScore, TestResult } from '../../contract/report.ts';

export type BankItem = { id: string; dimension: Dimension; pole: string };
export const dimensionPoles: Record<Dimension, [string, string]> = { EI: ['E', 'I'], SN: ['S', 'N'], TF: ['T', 'F'], JP: ['J', 'P'] };
export const dimensionOrder: Dimension[] = ['EI', 'SN', 'TF', 'JP'];

/** Bands of the preferred pole's share; lower bounds inclusive. */
export const clarityBands: { clarity: Clarity; from: number; to: number }[] = [
  { clarity: 'slight', from: 50, to: 59 },
  { clarity: 'moderate', from: 60, to: 74 },
  { clarity: 'clear', from: 75, to: 89 },
  { clarity: 'very_clear', from: 90, to: 100 },
];

export function clarityOf(percent: number): Clarity {
  return clarityBands.findLast((b) => percent >= b.from)!.clarity;
}

/**
 * Scores a complete set of answers on the 7-point scale (1 = not at all … 7 = very much).
 * Each answer moves its dimension toward the item's pole by (answer − 4). A dimension whose
 * balance is exactly zero goes to the second pole (I, N, F, P), the convention of the
 * published type-indicator manuals; see docs/decisions/003-scoring.md.
 */
export function scoreAnswers(bank: BankItem[], answers: Record<string, number>, scalePoints = 7): TestResult {
  const mid = (scalePoints + 1) / 2;
  const maxStep = scalePoints - mid;
  const dimensions: DimensionScore[] = dimensionOrder.map((dimension) => {
    const [first, second] = dimensionPoles[dimension];
    const items = bank.filter((i) => i.dimension === dimension);
    let sum = 0;
    for (const item of items) {
      const answer = answers[item.id];
      if (answer === undefined) throw new Error(`missing answer ${item.id}`);
      sum += (item.pole === first ? 1 : -1) * (answer - mid);
    }
    const balance = items.length ? sum / (items.length * maxStep) : 0;
    const pole = balance > 0 ? first : second;
    const percent = Math.round(50 + 50 * Math.abs(balance));
    return { dimension, pole, percent, balance: Math.round(balance * 1000) / 1000, clarity: clarityOf(percent) };
  });
  return { typeCode: dimensions.map((d) => d.pole).join(''), dimensions };
}

/** Which ids are missing or unknown, so a submission is either complete and exact or refused. */
export function answerProblems(bank: BankItem[], answers: Record<string, number>): { missing: string[]; unknown: string[] } {
  const ids = new Set(bank.map((i) => i.id));
  return {
    missing: bank.filter((i) => answers[i.id] === undefined).map((i) => i.id),
    unknown: Object.keys(answers).filter((k) => !ids.has(k)),
  };
}
