import { describe, expect, it } from 'vitest';
import { afterPaymentRoute } from './after-payment.ts';

describe('after payment (SPEC §4 second phase)', () => {
  it('opens the package steps only when the second phase is on', () => {
    expect(afterPaymentRoute({ secondPhase: true })).toBe('/paying/package');
    expect(afterPaymentRoute({ secondPhase: false })).toBe('/report/result');
    expect(afterPaymentRoute(undefined)).toBe('/report/result');
  });
});
