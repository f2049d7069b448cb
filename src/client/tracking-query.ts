import { trackingKeys } from '../contract/tracking-keys.ts';

/** Picks the tracking keys of SPEC §3 out of a query string; everything else is ignored. */
export function pickTrackingQuery(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const out: Record<string, string> = {};
  for (const key of trackingKeys) {
    const v = params.get(key);
    if (v) out[key] = v.slice(0, 512);
  }
  return out;
}
