import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { api } from '../../client/api.ts';
import { steadyRead, unwrap } from '../../client/swr-fetch.ts';
import { currentOrderNumber, go, journeyUrl } from '../shared/journey.ts';
import { LoadFailed, Loading, NoOrder } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';

const autoOpenSeconds = 5;

function PaymentSuccess() {
  const t = useT();
  const orderNumber = currentOrderNumber();
  const { data, error, mutate } = useSWR(orderNumber ? ['status', orderNumber] : null, () => unwrap(api.paymentStatus(orderNumber!)), steadyRead);
  const [seconds, setSeconds] = useState(autoOpenSeconds);
  const paid = data?.status === 'paid';

  useEffect(() => {
    if (!paid) return;
    if (seconds <= 0) return go('/report/result', { order: orderNumber });
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [paid, seconds, orderNumber]);

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
      <a className="btn btn-lg" href={journeyUrl('/report/result', { order: orderNumber })} data-testid="open-report">{t('success.openNow')}</a>
    </div>
  );
}

export default localized(PaymentSuccess);
