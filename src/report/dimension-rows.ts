import type { Translate } from '../i18n/translate.ts';
import type { TestResult } from '../contract/report.ts';

const bands = { slight: '50–59%', moderate: '60–74%', clear: '75–89%', very_clear: '90–100%' } as const;

/** The dimension table as both the web report and the PDF show it. */
export function dimensionRows(result: TestResult, t: Translate) {
  return result.dimensions.map((d) => {
    const poleName = t(`report.pole.${d.pole}` as never);
    return {
      dimension: d.dimension,
      label: t(`report.dim.${d.dimension}` as never),
      pole: d.pole,
      poleName,
      percent: d.percent,
      /** 0–100 position of the marker on a bar running from the first pole (left) to the second (right). */
      position: Math.round(50 - 50 * d.balance),
      score: `${d.percent}% ${poleName}`,
      range: `${bands[d.clarity]} · ${t(`report.clarity.${d.clarity}` as never)}`,
      interpretation: t(`report.interp.${d.clarity}` as never, { v: poleName }),
    };
  });
}
export type DimensionRow = ReturnType<typeof dimensionRows>[number];
