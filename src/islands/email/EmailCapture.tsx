import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../client/api.ts';
import { $order, updateOrder } from '../../stores/order.ts';
import { emailProblem } from '../shared/email-rules.ts';
import { failureMessage } from '../shared/failure-message.ts';
import { go } from '../shared/journey.ts';
import { NoOrder } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';

function EmailCapture() {
  const t = useT();
  const order = useStore($order);
  const [email, setEmail] = useState(order.email);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  if (!order.orderNumber) return <NoOrder />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(email);
    if (problem) return setError(t(problem));
    setBusy(true);
    const res = await api.updateEmail(order.orderNumber!, email.trim());
    if (res.ok) {
      updateOrder({ email: res.data.email ?? email.trim() });
      return go('/paying/scheme');
    }
    setBusy(false);
    setError(res.kind === 'status' && res.status === 400 ? t('email.invalid') : failureMessage(res, t));
  };

  return (
    <form className="card stack-lg flow-card" onSubmit={submit} noValidate>
      <div className="result-badge" aria-hidden="true">{order.typeCode}</div>
      <h1>{t('email.title')}</h1>
      <p className="muted">{t('email.subtitle', { mbticode: order.typeCode ?? '' })}</p>
      <div className="field">
        <label htmlFor={inputId}>{t('email.label')}</label>
        <input id={inputId} className="input" type="email" inputMode="email" autoComplete="email" placeholder={t('email.placeholder')}
          value={email} onChange={(e) => { setEmail(e.target.value); setError(null); }}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-err` : undefined} data-testid="email-input" />
        {error && <p className="field-error" id={`${inputId}-err`} role="alert">{error}</p>}
      </div>
      <button className="btn btn-lg btn-block" type="submit" disabled={busy} data-testid="email-continue">{t('email.continue')}</button>
      <p className="small muted">{t('email.notice')}</p>
    </form>
  );
}

export default localized(EmailCapture);
