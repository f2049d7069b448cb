import type { HttpFailure } from '../../client/http.ts';
import type { Translate } from '../../i18n/translate.ts';

/** A sentence for the visitor from a failed call (SPEC §8 client errors). */
export function failureMessage(f: HttpFailure, t: Translate): string {
  if (f.kind === 'network') return t('errors.network');
  if (f.kind === 'aborted') return t('errors.aborted');
  if (f.kind === 'timeout') return t('errors.timeout');
  return t('errors.status', { status: f.status });
}
