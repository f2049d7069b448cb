import { questionBank } from '../../src/server/catalogue/content.ts';
import { dimensionOrder, scoreAnswers } from '../../src/server/scoring/score-answers.ts';

/** Deterministic PRNG (mulberry32) so the figures are repeatable run to run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const gauss = (r: () => number) => Math.sqrt(-2 * Math.log(r() || 1e-12)) * Math.cos(2 * Math.PI * r());

/**
 * Simulated respondents: each has a latent trait θ ~ N(0,1) per dimension; their answer to a statement
 * keyed to a pole is 4 + loading·θ (signed by the key) + noise, rounded and clipped to 1–7.
 */
export function typeRecovery(opts: { respondents: number; loading: number; noise: number; seed: number }) {
  const bank = questionBank(1)!;
  const r = rng(opts.seed);
  const hits: Record<string, number> = { EI: 0, SN: 0, TF: 0, JP: 0 };
  let whole = 0, clearWhole = 0, clearCount = 0;
  for (let n = 0; n < opts.respondents; n++) {
    const theta = Object.fromEntries(dimensionOrder.map((d) => [d, gauss(r)])) as Record<string, number>;
    const answers: Record<string, number> = {};
    for (const item of bank.items) {
      const sign = item.pole === item.dimension[0] ? 1 : -1;
      const raw = 4 + opts.loading * sign * theta[item.dimension]! + opts.noise * gauss(r);
      answers[item.id] = Math.min(7, Math.max(1, Math.round(raw)));
    }
    const result = scoreAnswers(bank.items, answers);
    const truth = dimensionOrder.map((d) => (theta[d]! > 0 ? d[0] : d[1])).join('');
    result.dimensions.forEach((d, k) => { if (d.pole === truth[k]) hits[d.dimension]!++; });
    if (result.typeCode === truth) whole++;
    if (dimensionOrder.every((d) => Math.abs(theta[d]!) > 0.5)) {
      clearCount++;
      if (result.typeCode === truth) clearWhole++;
    }
  }
  const pct = (x: number, of: number) => Math.round((1000 * x) / of) / 10;
  return {
    perDimension: Object.fromEntries(Object.entries(hits).map(([d, h]) => [d, pct(h, opts.respondents)])),
    wholeType: pct(whole, opts.respondents),
    wholeTypeWhenAllClear: pct(clearWhole, clearCount),
  };
}
