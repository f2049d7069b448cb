import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { api } from '../../client/api.ts';
import { steadyRead, unwrap } from '../../client/swr-fetch.ts';
import { formatPrice } from '../../i18n/format-price.ts';
import { $config, $hl } from '../../stores/config.ts';
import { $order, updateOrder } from '../../stores/order.ts';
import { planPricing } from '../scheme/plan-pricing.ts';
import { emailProblem } from '../shared/email-rules.ts';
import { failureMessage } from '../shared/failure-message.ts';
import { go, journeyUrl } from '../shared/journey.ts';
import { LoadFailed, Loading, NoOrder } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';
import { CardFields } from './CardFields.tsx';
import { cardProblems, fieldOfCode, type CardField, type CardInput } from './card-input.ts';
import { completePayment } from './complete-payment.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { SecurityTips } from './SecurityTips.tsx';
import './payment.css';
import { CardIcon, PaypalIcon } from '../shared/icons.tsx';

function PaymentForm() {
  const t = useT();
  const order = useStore($order);
  const config = useStore($config);
  const hl = useStore($hl);
  const load = async () => {
    const skus = await unwrap(api.skus(config.examId, config.countryCode, hl));
    const [methods, info] = await Promise.all([unwrap(api.paymentMethods(config.examId, config.countryCode)), unwrap(api.order(order.orderNumber!))]);
    return { sku: skus.find((s) => s.skuId === order.skuId) ?? skus.find((s) => s.recommended) ?? skus[0]!, methods, info };
  };
  const { data, error, mutate } = useSWR(order.orderNumber ? ['payment', order.orderNumber, order.skuId] : null, load, steadyRead);
  const [email, setEmail] = useState(order.email);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '', name: '' });
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!order.orderNumber) return <NoOrder />;
  if (error) return <LoadFailed onRetry={() => mutate()} />;
  if (!data) return <Loading />;
  if (data.info.status === 'paid') { go('/paying/success', { order: order.orderNumber }); return <Loading />; }

  const method = data.methods.some((m) => m.kind === order.payMethod) ? order.payMethod : data.methods[0]!.kind;
  const pricing = planPricing(data.sku, order.skipTrial);
  const amount = formatPrice(pricing.dueToday, data.sku.currency);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const problem = emailProblem(email, 'email.correct');
    const cardErr = method === 'card' ? cardProblems(card) : {};
    setEmailError(problem ? t(problem) : null);
    setCardErrors(cardErr);
    if (problem || Object.keys(cardErr).length) return;
    setBusy(true);
    updateOrder({ email: email.trim() });
    const created = await api.createPayment({ orderNumber: order.orderNumber!, skuId: data.sku.skuId, payMethod: method, skipTrial: !pricing.trial, email: email.trim() });
    if (!created.ok) {
      setBusy(false);
      if (created.kind === 'status' && created.status === 409) return go('/paying/check', { order: order.orderNumber });
      return setFormError(created.kind === 'status' ? t('payment.error.generic') : failureMessage(created, t));
    }
    const done = await completePayment(created.data.action, method === 'card' ? card : null);
    if (done.ok && done.redirect) return window.location.assign(done.redirect);
    if (done.ok) return go('/paying/check', { order: order.orderNumber });
    setBusy(false);
    const field = fieldOfCode(done.code);
    if (field) setCardErrors({ [field]: done.code });
    else setFormError(t('payment.error.generic'));
  };

  return (
    <form className="payment-grid" onSubmit={submit} noValidate>
      <div className="stack-lg">
        <h1>{t('payment.title')}</h1>
        <section className="card stack">
          <div className="field">
            <label htmlFor="delivery-email">{t('payment.deliveryEmail')}</label>
            <input id="delivery-email" className="input" type="email" autoComplete="email" value={email}
              onChange={(e) => { setEmail(e.target.value); setEmailError(null); }} aria-invalid={emailError ? true : undefined} data-testid="delivery-email" />
            {emailError ? <p className="field-error" role="alert">{emailError}</p> : <p className="small muted">{t('payment.deliveryHint')}</p>}
          </div>
        </section>
        <section className="card stack">
          <h2 className="h3">{t('payment.method')}</h2>
          <div className="methods" role="radiogroup" aria-label={t('payment.method')}>
            {data.methods.map((m) => (
              <label key={m.id} className={`method${m.kind === method ? ' active' : ''}`} data-testid={`method-${m.kind}`}>
                <input type="radio" name="method" checked={m.kind === method} onChange={() => updateOrder({ payMethod: m.kind })} />
                <span>{m.kind === 'card' ? <><CardIcon /> {t('payment.card')}</> : <><PaypalIcon /> {t('payment.paypal')}</>}</span>
              </label>
            ))}
          </div>
          {method === 'card' ? <CardFields t={t} card={card} errors={cardErrors} onChange={(c) => { setCard(c); setCardErrors({}); }} />
            : <p className="muted">{t('payment.paypalHint')}</p>}
          {formError && <p className="alert alert-error" role="alert">{formError}</p>}
          <button className="btn btn-lg btn-block" type="submit" disabled={busy} data-testid="pay-submit">
            {busy ? t('payment.processing') : method === 'paypal' ? t('payment.payPaypal') : pricing.dueToday === 0 ? t('payment.startTrial') : t('payment.pay', { price: amount })}
          </button>
          <p className="small muted center"><a href={journeyUrl('/paying/scheme')}>{t('common.back')}</a></p>
        </section>
      </div>
      <aside className="stack-lg">
        <OrderSummary t={t} sku={data.sku} skipTrial={order.skipTrial} typeCode={data.info.typeCode} reference={data.info.examOrderNumber} />
        <SecurityTips t={t} />
      </aside>
    </form>
  );
}

export default localized(PaymentForm);
