import { expiryInFuture, luhnValid } from '../../contract/card.ts';

export type CardInput = { number: string; expiry: string; cvc: string; name: string };
export type CardField = keyof CardInput;

/** Groups digits in fours as the visitor types. */
export const formatCardNumber = (v: string) => v.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** Inserts the slash in MM/YY as the visitor types. */
export function formatExpiry(v: string) {
  const d = v.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Field-level problems as error codes (translated as payment.error.<code>), checked before anything is sent. */
export function cardProblems(card: CardInput): Partial<Record<CardField, string>> {
  const out: Partial<Record<CardField, string>> = {};
  if (!luhnValid(card.number.replace(/\s/g, ''))) out.number = 'card_number_invalid';
  if (!/^\d{2}\/\d{2}$/.test(card.expiry)) out.expiry = 'card_expiry_invalid';
  else if (!expiryInFuture(card.expiry)) out.expiry = 'card_expiry_past';
  if (!/^\d{3,4}$/.test(card.cvc)) out.cvc = 'card_cvc_invalid';
  if (!card.name.trim()) out.name = 'card_name_required';
  return out;
}

/** Which field a server-side card error code belongs to. */
export const fieldOfCode = (code: string): CardField | null =>
  code.startsWith('card_number') || code === 'card_not_test_card' ? 'number'
    : code.startsWith('card_expiry') ? 'expiry' : code.startsWith('card_cvc') ? 'cvc' : code.startsWith('card_name') ? 'name' : null;
