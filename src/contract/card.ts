/** Card checks shared by the payment form (instant feedback) and the test processor (the rule). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
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
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const mm = Number(m[1]), year = 2000 + Number(m[2]);
  if (mm < 1 || mm > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && mm >= now.getUTCMonth() + 1);
}
