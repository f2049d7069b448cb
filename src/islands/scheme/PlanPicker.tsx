import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { api } from '../../client/api.ts';
import { steadyRead, unwrap } from '../../client/swr-fetch.ts';
import type { Sku } from '../../contract/catalogue.ts';
import { formatPrice } from '../../i18n/format-price.ts';
import { $config, $hl } from '../../stores/config.ts';
import { $order, updateOrder } from '../../stores/order.ts';
import { go } from '../shared/journey.ts';
import { LoadFailed, Loading, NoOrder } from '../shared/LoadFailed.tsx';
import { mmss, useCountdown } from '../shared/use-countdown.ts';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';
import { planPricing } from './plan-pricing.ts';
import { PlanExtras } from './PlanExtras.tsx';
import './scheme.css';
import { CheckIcon, LockIcon, StarIcon } from '../shared/icons.tsx';

const offerMinutes = 15;

function PlanPicker() {
  const t = useT();
  const order = useStore($order);
  const config = useStore($config);
  const hl = useStore($hl);
  const { data: skus, error, mutate } = useSWR(['skus', config.examId, config.countryCode, hl], () => unwrap(api.skus(config.examId, config.countryCode, hl)), steadyRead);
  const [selected, setSelected] = useState<string | null>(order.skuId);
  const [skipTrial, setSkipTrial] = useState(order.skipTrial);
  const seconds = useCountdown(order.offerEndsAt);

  useEffect(() => {
    if (order.orderNumber && !order.offerEndsAt) updateOrder({ offerEndsAt: Date.now() + offerMinutes * 60_000 });
  }, [order.orderNumber, order.offerEndsAt]);

  if (!order.orderNumber) return <NoOrder />;
  if (error) return <LoadFailed onRetry={() => mutate()} />;
  if (!skus) return <Loading />;
  const chosen = skus.find((s) => s.skuId === selected) ?? skus.find((s) => s.recommended) ?? skus[0]!;
  const pricing = planPricing(chosen, skipTrial);
  const price = (minor: number) => formatPrice(minor, chosen.currency);

  // SPEC §9 display figures, written the way the page's language writes numbers.
  const nf = new Intl.NumberFormat(document.documentElement.lang || 'en-US');
  const planTitle = (s: Sku) => t(s.interval === 'WEEK' ? 'scheme.weeklyTitle' : 'scheme.monthlyTitle');
  const next = () => {
    updateOrder({ skuId: chosen.skuId, skipTrial: pricing.trial ? false : skipTrial });
    go('/paying/payment');
  };

  return (
    <div className="stack-lg">
      <header className="center stack">
        <div className="result-badge" aria-hidden="true">{order.typeCode}</div>
        <h1>{t('scheme.title', { mbticode: order.typeCode ?? '' })}</h1>
        <p className="muted">{t('scheme.subtitle')}</p>
        {seconds > 0
          ? <p className="offer-timer" role="timer" data-testid="offer-timer">{t('scheme.offerEnds')} <strong>{mmss(seconds)}</strong></p>
          : <p className="alert alert-warn">{t('scheme.offerExpired')}</p>}
      </header>

      <div className="plans" role="radiogroup" aria-label={t('payment.product')}>
        {skus.map((s) => {
          const active = s.skuId === chosen.skuId;
          return (
            <label key={s.skuId} className={`plan${active ? ' active' : ''}`} data-testid={`plan-${s.interval}`}>
              <input type="radio" name="plan" checked={active} onChange={() => setSelected(s.skuId)} />
              {s.recommended && <span className="plan-badge">{t('scheme.weeklyBadge')}</span>}
              <span className="plan-title">{planTitle(s)}</span>
              <span className="plan-price">
                {s.trialDays > 0 ? t('scheme.weeklyTrial', { trialDays: s.trialDays, price: formatPrice(s.amount, s.currency) }) : t('scheme.monthlyPrice', { price: formatPrice(s.amount, s.currency) })}
              </span>
              <span className="plan-day">{t(s.interval === 'WEEK' ? 'scheme.weeklyPerDay' : 'scheme.monthlyPerDay', { v: formatPrice(s.perDayAmount, s.currency) })}</span>
            </label>
          );
        })}
      </div>

      {chosen.trialDays > 0 && (
        <fieldset className="trial-choice card">
          <label><input type="radio" name="trial" checked={!skipTrial} onChange={() => setSkipTrial(false)} /> {t('scheme.trialToggle', { trialDays: chosen.trialDays })}</label>
          <label><input type="radio" name="trial" checked={skipTrial} onChange={() => setSkipTrial(true)} data-testid="skip-trial" /> {t('scheme.skipTrial', { price: price(chosen.amount) })}</label>
        </fieldset>
      )}

      <div className="card stack">
        <ul className="checks">
          {(['featureReport', 'featurePdf', 'featureTests', 'featurePacks', 'featureCancel'] as const).map((k) => <li key={k}>{t(`scheme.${k}`)}</li>)}
        </ul>
        <p className="due"><span>{t('scheme.dueToday')}</span><strong data-testid="due-today">{price(pricing.dueToday)}</strong></p>
        <button className="btn btn-lg btn-block" type="button" onClick={next} data-testid="scheme-continue">{t('scheme.continue')}</button>
        <p className="small muted">{pricing.trial ? t('scheme.renewNote', { price: price(pricing.renewal) }) : chosen.interval === 'WEEK' ? t('payment.thenRenews', { price: price(chosen.amount), interval: t('payment.interval.WEEK') }) : t('scheme.monthlyNote', { price: price(pricing.renewal) })}</p>
      </div>

      <ul className="trust-row">
        <li><LockIcon /> {t('scheme.trust1')}</li>
        <li><StarIcon /> {t('scheme.trust2', { v: nf.format(4.7) })}</li>
        <li><CheckIcon /> {t('scheme.trust3', { yesterdayCount: nf.format(8237) })}</li>
      </ul>

      <PlanExtras t={t} orderNumber={order.orderNumber} hl={hl} sku={skus.find((s) => s.trialDays > 0) ?? chosen} />
      <p className="center"><button className="btn btn-lg" type="button" onClick={next}>{t('scheme.continue')}</button></p>
    </div>
  );
}

export default localized(PlanPicker);
