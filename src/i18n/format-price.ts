/** SPEC §9: these currencies are shown without decimals. */
export const zeroDecimalCurrencies = ['CNY', 'NOK', 'TRY', 'EGP', 'MXN', 'CZK', 'TWD', 'UAH', 'PHP', 'RUB', 'ARS', 'JPY', 'HUF', 'KZT', 'CLP', 'KRW', 'UGX', 'COP', 'IDR', 'INR', 'THB', 'VND', 'ZAR'];
/** SPEC §9: these currencies use a comma as the decimal separator. */
export const commaDecimalCurrencies = ['EUR', 'PLN', 'BRL', 'DKK', 'HRK'];

const symbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', CNY: '¥', KRW: '₩', HKD: 'HK$', BRL: 'R$', INR: '₹' };

/**
 * Amount in minor units → display text. An optional multiplier is divided by 10 first
 * (multiplier 10 = ×1). Rounds, never truncates.
 */
export function formatAmount(minor: number, currency: string, multiplier?: number): string {
  const cur = currency.toUpperCase();
  const value = (minor / 100) * (multiplier ? multiplier / 10 : 1);
  const decimals = zeroDecimalCurrencies.includes(cur) ? 0 : 2;
  let text = value.toFixed(decimals);
  if (commaDecimalCurrencies.includes(cur)) text = text.replace('.', ',');
  return text;
}

/** Amount with its currency sign, e.g. "$19.99" or "19,99 €"; unknown currencies get their code. */
export function formatPrice(minor: number, currency: string, multiplier?: number): string {
  const cur = currency.toUpperCase();
  const amount = formatAmount(minor, cur, multiplier);
  const sign = symbols[cur];
  if (!sign) return `${amount} ${cur}`;
  return commaDecimalCurrencies.includes(cur) ? `${amount} ${sign}` : `${sign}${amount}`;
}
