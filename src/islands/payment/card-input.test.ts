import { describe, expect, it } from 'vitest';
import { cardProblems, fieldOfCode, formatCardNumber, formatExpiry } from './card-input.ts';

describe('card input', () => {
  it('formats as the visitor types', () => {
    expect(formatCardNumber('4242abc424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1239')).toBe('12/39');
    expect(formatExpiry('1')).toBe('1');
  });

  it('reports each field problem with a translatable code', () => {
    expect(cardProblems({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ada' })).toEqual({});
    expect(cardProblems({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', name: ' ' })).toEqual({
      number: 'card_number_invalid', expiry: 'card_expiry_past', cvc: 'card_cvc_invalid', name: 'card_name_required',
    });
    expect(cardProblems({ number: '4242424242424242', expiry: '1239', cvc: '123', name: 'A' }).expiry).toBe('card_expiry_invalid');
    expect(fieldOfCode('card_not_test_card')).toBe('number');
    expect(fieldOfCode('whatever')).toBeNull();
  });
});
