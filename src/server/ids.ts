import { randomBytes } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** Base32 of `bytes` random bytes; 16 bytes = 128 bits = 26 characters. */
export function randomBase32(bytes = 16): string {
  const buf = randomBytes(bytes);
  let bits = 0, value = 0, out = '';
  for (const b of buf) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) { out += alphabet[(value >>> (bits - 5)) & 31]; bits -= 5; }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** The secret that opens a report: 128 random bits. */
export const newOrderNumber = () => randomBase32(16);
/** A short reference for support conversations; grants nothing. */
export const newExamOrderNumber = () => `TL-${randomBase32(5).toUpperCase()}`;
export const newId = (prefix: string) => `${prefix}_${randomBase32(12)}`;
