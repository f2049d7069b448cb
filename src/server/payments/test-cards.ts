/** Card numbers the built-in test processor knows, like a real processor's test mode. */
export const testCards: Record<string, 'succeed' | 'decline' | 'insufficient_funds' | 'expired_card'> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

/** True when MM/YY is this month or later. */
export function expiryInFuture(expiry: string, now = new Date()): boolean {
  const [mm, yy] = expiry.split('/').map((s) => Number(s.trim()));
  const year = 2000 + yy!;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && mm! >= now.getUTCMonth() + 1);
}
