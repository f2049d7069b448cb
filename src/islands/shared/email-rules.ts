import type { MessageKey } from '../../i18n/translate.ts';

const shape = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** SPEC §5: required, then well formed. Returns the message key to show, or null when fine. */
export function emailProblem(value: string, invalidKey: MessageKey = 'email.invalid'): MessageKey | null {
  const v = value.trim();
  if (!v) return 'email.required';
  if (v.length > 254 || !shape.test(v)) return invalidKey;
  return null;
}
