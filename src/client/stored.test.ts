import { describe, expect, it } from 'vitest';
import { decodeStored, encodeStored, storageDays, storagePrefix } from './stored.ts';

describe('stored values (SPEC §9)', () => {
  it("use the 'MBTI-' prefix and a 365-day expiry", () => {
    expect(storagePrefix).toBe('MBTI-');
    expect(storageDays).toBe(365);
    const now = 1_000_000;
    const raw = encodeStored({ a: 1 }, now);
    expect(JSON.parse(raw).exp).toBe(now + 365 * 86_400_000);
    expect(decodeStored(raw, null, now + 364 * 86_400_000)).toEqual({ a: 1 });
    expect(decodeStored(raw, 'gone', now + 366 * 86_400_000)).toBe('gone');
  });

  it('falls back on missing or corrupt values', () => {
    expect(decodeStored(null, 7)).toBe(7);
    expect(decodeStored('{not json', 7)).toBe(7);
    expect(decodeStored('{"v":1}', 7)).toBe(7);
  });
});
