import type { Sku } from '../../contract/catalogue.ts';
import { formatPrice } from '../../i18n/format-price.ts';
import type { Translate } from '../../i18n/translate.ts';
import { planPricing } from '../scheme/plan-pricing.ts';

type Props = { t: Translate; sku: Sku; skipTrial: boolean; typeCode: string; reference: string | null };

export function OrderSummary({ t, sku, skipTrial, typeCode, reference }: Props) {
  const pricing = planPricing(sku, skipTrial);
  const plan = t(sku.interval === 'WEEK' ? 'scheme.weeklyTitle' : 'scheme.monthlyTitle');
  const price = (minor: number) => formatPrice(minor, sku.currency);
  return (
    <section className="card stack summary" aria-labelledby="order-info">
      <h2 id="order-info" className="h3">{t('payment.orderInfo')}</h2>
      <dl className="summary-list">
        <div><dt>{t('payment.product')}</dt><dd>{t('payment.productName', { mbticode: typeCode, plan })}</dd></div>
        {pricing.trial && <div><dt>{plan}</dt><dd>{t('scheme.weeklyTrial', { trialDays: sku.trialDays, price: price(sku.amount) })}</dd></div>}
        {reference && <div><dt>{t('payment.reference')}</dt><dd>{reference}</dd></div>}
      </dl>
      <p className="due"><span>{t('payment.total')}</span><strong data-testid="total">{price(pricing.dueToday)}</strong></p>
      <p className="small muted">{t('payment.thenRenews', { price: price(sku.amount), interval: t(`payment.interval.${sku.interval}` as never) })}</p>
    </section>
  );
}
