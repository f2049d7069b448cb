import { useStore } from '@nanostores/react';
import { useState } from 'react';
import useSWR from 'swr';
import { http } from '../../client/api.ts';
import { steadyRead, unwrap } from '../../client/swr-fetch.ts';
import type { PackageStep, SecondPhaseOrder } from '../../contract/packages.ts';
import { formatPrice } from '../../i18n/format-price.ts';
import { $config } from '../../stores/config.ts';
import { currentOrderNumber, go } from '../shared/journey.ts';
import { LoadFailed, Loading, NoOrder } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';
import './package.css';

const steps = 5;
const stepFromUrl = () => Math.min(steps, Math.max(1, Number(new URLSearchParams(location.search).get('step') ?? 1) || 1));

/** SPEC §2 package upsell: five steps, each accept or decline; declining first shows the are-you-sure offer. */
function PackageSteps() {
  const t = useT();
  const config = useStore($config);
  const orderNumber = currentOrderNumber();
  const [step, setStep] = useState(stepFromUrl);
  const [leaving, setLeaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const { data: state, error: stateError, mutate: reload } = useSWR(orderNumber ? ['second-phase', orderNumber] : null,
    () => unwrap(http<SecondPhaseOrder>(`/secondPhase/order/${orderNumber}`)), steadyRead);
  const { data: pkg, error, mutate } = useSWR(['package', config.examId, step], () => unwrap(http<PackageStep>(`/secondPhase/sku/package/${config.examId}/${step}/US`)), steadyRead);

  if (!orderNumber) return <NoOrder />;
  if (error || stateError) return <LoadFailed onRetry={() => { void mutate(); void reload(); }} />;
  if (!pkg || !state) return <Loading />;

  const next = () => {
    setLeaving(false);
    setFailed(false);
    if (step >= steps) return go('/report/result', { order: orderNumber });
    history.replaceState(null, '', `?order=${orderNumber}&step=${step + 1}`);
    setStep(step + 1);
  };
  // Step 1 only makes sense during a trial; bought steps are not offered twice.
  if ((pkg.kind === 'skip_trial' && !state.trialing) || state.purchases.some((p) => p.step === step)) { queueMicrotask(next); return <Loading />; }

  const buy = async (offer: boolean) => {
    setBusy(true);
    const res = await http('/secondPhase/pay/skuPackage', { body: { orderNumber, step, offer }, base: 'pay' });
    setBusy(false);
    if (!res.ok) return setFailed(true);
    await reload();
    next();
  };
  const price = formatPrice(pkg.amount, pkg.currency);
  const offerPrice = formatPrice(pkg.offerAmount, pkg.currency);

  return (
    <div className="card stack-lg flow-card center package" data-testid="package-step">
      <p className="eyebrow">{t('package.stepOf', { v: step, total: steps })}</p>
      <h1>{t(`package.${pkg.kind}.title` as never)}</h1>
      <p className="muted">{t(`package.${pkg.kind}.body` as never)}</p>
      <p className="package-price">{price}</p>
      <p className="small muted">{t('package.price', { price })}</p>
      {failed && <p className="alert alert-error" role="alert">{t('package.failed')}</p>}
      <div className="button-row">
        <button className="btn btn-lg" type="button" disabled={busy} onClick={() => buy(false)} data-testid="package-accept">{t('package.accept', { price })}</button>
        <button className="btn btn-ghost" type="button" disabled={busy} onClick={() => setLeaving(true)} data-testid="package-decline">{t('package.decline')}</button>
      </div>
      {leaving && (
        <div className="leave-backdrop" role="presentation">
          <div className="card stack leave-dialog" role="dialog" aria-modal="true" aria-labelledby="leave-title" data-testid="leave-offer">
            <h2 id="leave-title">{t('package.leave.title')}</h2>
            <p>{t('package.leave.body', { price: offerPrice, v: price })}</p>
            <div className="button-row">
              <button className="btn" type="button" disabled={busy} onClick={() => buy(true)} data-testid="leave-accept" autoFocus>{t('package.leave.accept', { price: offerPrice })}</button>
              <button className="btn btn-ghost" type="button" disabled={busy} onClick={next} data-testid="leave-skip">{t('package.leave.skip')}</button>
            </div>
          </div>
        </div>
      )}
      <p><button className="link-btn small" type="button" onClick={() => go('/report/result', { order: orderNumber })}>{t('package.toReport')}</button></p>
    </div>
  );
}

export default localized(PackageSteps);
