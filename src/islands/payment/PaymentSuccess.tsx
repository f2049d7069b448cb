import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { api } from '../../client/api.ts';
import { steadyRead, unwrap } from '../../client/swr-fetch.ts';
import { currentOrderNumber, go, journeyUrl } from '../shared/journey.ts';
import { $config } from '../../stores/config.ts';
import type { Exam } from '../../contract/app.ts';
import { http } from '../../client/api.ts';
import { afterPaymentRoute } from './after-payment.ts';
import { LoadFailed, Loading, NoOrder } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';

const autoOpenSeconds = 5;

function PaymentSuccess() {
  const t = useT();
  const orderNumber = currentOrderNumber();
  const { data, error, mutate } = useSWR(orderNumber ? ['status', orderNumber] : null, () => unwrap(api.paymentStatus(orderNumber!)), steadyRead);
  const examId = $config.get().examId;
  const { data: exam } = useSWR(['exam', examId], () => unwrap(http<Exam>(`/exam/info/${examId}`)), steadyRead);
  const next = afterPaymentRoute(exam);
  const [seconds, setSeconds] = useState(autoOpenSeconds);
  const paid = data?.status === 'paid';

  useEffect(() => {
    // Count down once we know where to go (report, or the package steps).
    if (!paid || !exam) return;
    if (seconds <= 0) return go(next, { order: orderNumber });
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [paid, exam, seconds, orderNumber, next]);

  if (!orderNumber) return <NoOrder />;
  if (error) return <LoadFailed onRetry={() => mutate()} />;
  if (!data) return <Loading />;
  if (!paid) { go('/paying/check', { order: orderNumber }); return <Loading />; }
  return (
    <div className="card stack-lg flow-card center" data-testid="payment-success">
      <div className="done-mark" aria-hidden="true">✓</div>
      <h1>{t('success.title')}</h1>
      {data.email && <p>{t('success.sent', { email: data.email })}</p>}
      <p className="muted">{t('success.vip')}</p>
      <p className="muted" aria-live="polite">{t('success.autoOpen', { t: seconds })}</p>
      <a className="btn btn-lg" href={journeyUrl(next, { order: orderNumber })} data-testid="open-report">{t('success.openNow')}</a>
    </div>
  );
}

export default localized(PaymentSuccess);
