import type { Sku } from '../../contract/catalogue.ts';

/** What a plan choice costs today and afterwards; the one rule the plans and payment pages share. */
export function planPricing(sku: Sku, skipTrial: boolean) {
  const trial = sku.trialDays > 0 && !skipTrial;
  return { trial, dueToday: trial ? sku.trialAmount : sku.amount, renewal: sku.amount };
}
