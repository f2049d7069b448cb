import useSWR from 'swr';
import { api } from '../../client/api.ts';
import { steadyRead, unwrap } from '../../client/swr-fetch.ts';
import { $order, updateOrder } from '../../stores/order.ts';
import { currentOrderNumber, go } from '../shared/journey.ts';
import { LoadFailed, Loading, NoOrder } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';

const reasons = ['decline', 'insufficient_funds', 'expired_card', 'canceled', 'processing_error'];

function PaymentFailed() {
  const t = useT();
  const orderNumber = currentOrderNumber();
  const { data, error, mutate } = useSWR(orderNumber ? ['status', orderNumber] : null, () => unwrap(api.paymentStatus(orderNumber!)), steadyRead);
  if (!orderNumber) return <NoOrder />;
  if (error) return <LoadFailed onRetry={() => mutate()} />;
  if (!data) return <Loading />;
  if (data.status === 'paid') { go('/paying/success', { order: orderNumber }); return <Loading />; }
  const reason = data.failureCode && reasons.includes(data.failureCode) ? t(`failed.reason.${data.failureCode}` as never) : null;

  const retry = (switchMethod: boolean) => {
    if (orderNumber !== $order.get().orderNumber) updateOrder({ orderNumber });
    if (switchMethod) updateOrder({ payMethod: $order.get().payMethod === 'card' ? 'paypal' : 'card' });
    go('/paying/payment');
  };

  return (
    <div className="card stack-lg flow-card center" data-testid="payment-failed">
      <div className="done-mark fail-mark" aria-hidden="true">!</div>
      <h1>{t('failed.title')}</h1>
      {reason && <p><strong>{reason}</strong></p>}
      <p className="muted">{t('failed.body')}</p>
      <div className="button-row">
        <button className="btn btn-lg" type="button" onClick={() => retry(false)} data-testid="try-again">{t('failed.tryAgain')}</button>
        <button className="btn btn-ghost" type="button" onClick={() => retry(true)} data-testid="other-method">{t('failed.otherMethod')}</button>
      </div>
    </div>
  );
}

export default localized(PaymentFailed);
