import { persistentAtom } from '@nanostores/persistent';

/** SPEC §3/§9: browser storage keys start with 'MBTI-' and expire after 365 days. */
export const storagePrefix = 'MBTI-';
export const storageDays = 365;
const dayMs = 86_400_000;

type Envelope<T> = { v: T; exp: number };

export function encodeStored<T>(value: T, now = Date.now()): string {
  return JSON.stringify({ v: value, exp: now + storageDays * dayMs } satisfies Envelope<T>);
}

/** Returns the stored value, or `fallback` when it is missing, corrupt or expired. */
export function decodeStored<T>(raw: string | null | undefined, fallback: T, now = Date.now()): T {
  if (!raw) return fallback;
  try {
    const parsed = JSON.parse(raw) as Envelope<T>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.exp !== 'number' || parsed.exp < now) return fallback;
    return parsed.v ?? fallback;
  } catch {
    return fallback;
  }
}

/** A nanostore kept in localStorage under MBTI-<name>, with the 365-day expiry. */
export function storedAtom<T>(name: string, fallback: T) {
  return persistentAtom<T>(storagePrefix + name, fallback, {
    encode: (v) => encodeStored(v),
    decode: (raw) => decodeStored(raw, fallback),
  });
}
