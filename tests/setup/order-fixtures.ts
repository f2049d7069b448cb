import { randomUUID } from 'node:crypto';
import { questionBank } from '../../src/server/catalogue/content.ts';
import type { TestApp } from './test-app.ts';

/** Answers that agree fully with every statement keyed to a pole in `type` and not at all with the rest. */
export function answersFor(type: string): Record<string, number> {
  const bank = questionBank(1)!;
  return Object.fromEntries(bank.items.map((i) => [i.id, type.includes(i.pole) ? 7 : 1]));
}

export async function submitTest(t: TestApp, type = 'ENTJ', submitKey = randomUUID()) {
  const res = await t.call('POST', '/api/exam/order/info', {
    appExamId: 1, submitKey, answers: answersFor(type), hl: 'en', code: 'fb01', theme: 'relax', query: { gclid: 'abc' },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.json));
  return res.json.data as { orderNumber: string; examOrderNumber: string; typeCode: string; status: string };
}

export const weekly = 'mbti-weekly-trial-us';
export const monthly = 'mbti-monthly-us';

export async function payWithCard(t: TestApp, orderNumber: string, card = '4242424242424242', skuId = monthly, email = 'ada@example.com') {
  const created = await t.call('POST', '/pay/pay/order/create', { orderNumber, skuId, payMethod: 'card', email });
  if (created.status !== 200) return { created, confirm: null };
  const confirm = await t.call('POST', '/pay/test-provider/confirm', {
    clientSecret: created.json.data.action.clientSecret, cardNumber: card, expiry: '12/39', cvc: '123', name: 'Ada Lovelace',
  });
  return { created, confirm };
}

export const checkStatus = (t: TestApp, orderNumber: string) => t.call('POST', '/pay/pay/check/status', { orderNumber });
