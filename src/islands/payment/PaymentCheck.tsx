import { useEffect, useState } from 'react';
import { api } from '../../client/api.ts';
import { currentOrderNumber, go } from '../shared/journey.ts';
import { LoadFailed, NoOrder } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';
import './payment.css';

const pollMs = 1500;
const slowAfterMs = 20_000;

/** Polls the payment status until the processor settles it, then moves on to success or failure. */
function PaymentCheck() {
  const t = useT();
  const orderNumber = currentOrderNumber();
  const [slow, setSlow] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!orderNumber) return;
    let stopped = false;
    let errors = 0;
    const started = Date.now();
    const tick = async () => {
      if (stopped) return;
      const res = await api.paymentStatus(orderNumber);
      if (stopped) return;
      if (res.ok && res.data.status === 'paid') return go('/paying/success', { order: orderNumber });
      if (res.ok && res.data.status === 'failed') return go('/paying/failed', { order: orderNumber });
      if (!res.ok && ++errors >= 3) return setFailed(true);
      setSlow(Date.now() - started > slowAfterMs);
      setTimeout(tick, pollMs);
    };
    void tick();
    return () => { stopped = true; };
  }, [orderNumber, attempt]);

  if (!orderNumber) return <NoOrder />;
  if (failed) return <LoadFailed onRetry={() => { setFailed(false); setAttempt((a) => a + 1); }} />;
  return (
    <div className="card stack-lg flow-card center" role="status" aria-live="polite" data-testid="payment-check">
      <div className="spinner" />
      <h1>{t('check.title')}</h1>
      <p className="muted">{slow ? t('check.slow') : t('check.wait')}</p>
    </div>
  );
}

export default localized(PaymentCheck);
