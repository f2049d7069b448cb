import { api } from '../client/api.ts';
import type { HttpResult } from '../client/http.ts';
import type { OrderInfo } from '../contract/exam.ts';
import { $selectAns } from './answers.ts';
import { $config, $hl } from './config.ts';
import { $order, updateOrder } from './order.ts';

const fingerprint = (answers: Record<string, number>) =>
  Object.keys(answers).sort().map((k) => `${k}:${answers[k]}`).join(',');

/**
 * Sends the finished test. The same answers reuse the same submitKey (a retry returns the same
 * order); changed answers get a new key and a new order.
 */
export async function submitAnswers(): Promise<HttpResult<OrderInfo>> {
  const answers = $selectAns.get();
  const print = fingerprint(answers);
  let { submitKey } = $order.get();
  if (!submitKey || $order.get().answersPrint !== print) {
    submitKey = crypto.randomUUID();
    updateOrder({ submitKey, answersPrint: print, orderNumber: null, typeCode: null, offerEndsAt: null });
  }
  const c = $config.get();
  const res = await api.createOrder({
    appExamId: c.examId, submitKey, answers, hl: $hl.get(), code: c.code, theme: c.theme, query: c.query,
  });
  if (res.ok) updateOrder({ orderNumber: res.data.orderNumber, typeCode: res.data.typeCode });
  return res;
}
