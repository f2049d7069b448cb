import { describe, expect, it } from 'vitest';
import { commaDecimalCurrencies, formatAmount, formatPrice, zeroDecimalCurrencies } from './format-price.ts';

describe('formatAmount (SPEC §9)', () => {
  it('divides minor units by 100 with two decimals by default', () => {
    expect(formatAmount(1999, 'USD')).toBe('19.99');
    expect(formatAmount(4999, 'usd')).toBe('49.99');
    expect(formatAmount(0, 'USD')).toBe('0.00');
    expect(formatAmount(71, 'GBP')).toBe('0.71');
  });

  it.each(zeroDecimalCurrencies)('shows %s without decimals', (cur) => {
    expect(formatAmount(199900, cur)).toBe('1999');
    expect(formatAmount(199950, cur)).toBe('2000');
  });

  it.each(commaDecimalCurrencies)('uses a comma decimal separator for %s', (cur) => {
    expect(formatAmount(1999, cur)).toBe('19,99');
  });

  it('applies an optional multiplier divided by 10', () => {
    expect(formatAmount(1000, 'USD', 15)).toBe('15.00');
    expect(formatAmount(1999, 'EUR', 10)).toBe('19,99');
    expect(formatAmount(100000, 'JPY', 5)).toBe('500');
  });

  it('adds the currency sign on the right side', () => {
    expect(formatPrice(1999, 'USD')).toBe('$19.99');
    expect(formatPrice(1999, 'EUR')).toBe('19,99 €');
    expect(formatPrice(150000, 'THB')).toBe('1500 THB');
  });
});
