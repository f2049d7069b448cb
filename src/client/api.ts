import type { z } from 'zod';
import type { OrderInfo, QuestionList, CreateOrder } from '../contract/exam.ts';
import type { PaymentCreated, PaymentStatus, CreatePayment, TestCardConfirm } from '../contract/pay.ts';
import type { PaymentMethod, Sku } from '../contract/catalogue.ts';
import type { LatestResults, Presenters, Report } from '../contract/report.ts';
import { $config, $hl } from '../stores/config.ts';
import { createHttp } from './http.ts';

export const appVersion = '1.0.0';

export const http = createHttp(() => {
  const c = $config.get();
  return { appVersion, logid: c.query.logid, examId: c.examId, hl: $hl.get() };
});

/** The §7 calls the journey makes, typed by the shared contract. */
export const api = {
  logid: (appExamId: number) => http<{ logid: string }>('/app/v2/generate/logid', { body: { appExamId } }),
  questions: (examId: number, hl: string) => http<QuestionList>(`/exam/question/list/${examId}/${hl}`),
  skus: (examId: number, country: string, hl: string) => http<Sku[]>(`/exam/sku/list/${examId}/${country}/${hl}`),
  sku: (examId: number, skuId: string, country: string, hl: string) => http<Sku>(`/exam/sku/info/${examId}/${encodeURIComponent(skuId)}/${country}/${hl}`),
  paymentMethods: (examId: number, country: string) => http<PaymentMethod[]>(`/app/payment/list/${examId}/${country}`),
  createOrder: (body: z.input<typeof CreateOrder>) => http<OrderInfo>('/exam/order/info', { body }),
  order: (orderNumber: string) => http<OrderInfo>(`/exam/order/info/${orderNumber}`),
  updateEmail: (orderNumber: string, email: string) => http<OrderInfo>('/exam/order/update/email', { body: { orderNumber, email } }),
  createPayment: (body: z.input<typeof CreatePayment>) => http<PaymentCreated>('/pay/order/create', { body, base: 'pay' }),
  confirmTestCard: (body: z.input<typeof TestCardConfirm>) => http<{ status: string }>('/test-provider/confirm', { body, base: 'pay' }),
  paymentStatus: (orderNumber: string) => http<PaymentStatus>('/pay/check/status', { body: { orderNumber }, base: 'pay' }),
  report: (orderNumber: string, hl: string) => http<Report>(`/exam/order/mbti/${orderNumber}`, { query: { hl } }),
  presenters: (orderNumber: string, hl: string) => http<Presenters>(`/exam/order/presenter/list/${orderNumber}`, { query: { hl } }),
  latestResults: () => http<LatestResults>('/exam/order/latest/list'),
  retrieve: (email: string, hl: string) => http<{ sent: number }>('/exam/order/report/retrieve', { body: { email, hl }, base: 'pay' }),
  pageView: (dl: string, hl: string, logid: string | undefined, examId: number) =>
    http<object>('/app/v2/view', { query: { dl, av: appVersion, hl, id: logid, aeid: examId } }),
};

/**
 * SPEC §7: posts JSON and saves the returned file as {orderNumber}.pdf; on failure returns false
 * without throwing, so the page decides what to say.
 */
export async function downloadReportPdf(orderNumber: string, hl: string): Promise<boolean> {
  try {
    const res = await fetch('/pay/exam/order/file/down/info', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderNumber, hl }),
    });
    if (res.status !== 200 || !res.headers.get('content-type')?.includes('pdf')) return false;
    const url = URL.createObjectURL(await res.blob());
    const a = Object.assign(document.createElement('a'), { href: url, download: `${orderNumber}.pdf` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    return false;
  }
}
