import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { api } from '../../client/api.ts';
import { $order, updateOrder } from '../../stores/order.ts';
import { EmailField, useEmailField } from '../shared/EmailField.tsx';
import { failureMessage } from '../shared/failure-message.ts';
import { go } from '../shared/journey.ts';
import { NoOrder } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';

function EmailCapture() {
  const t = useT();
  const order = useStore($order);
  const field = useEmailField(t, 'email.invalid');
  const [busy, setBusy] = useState(false);
  if (!order.orderNumber) return <NoOrder />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!field.validate()) return;
    setBusy(true);
    const res = await api.updateEmail(order.orderNumber!, field.email);
    if (res.ok) {
      updateOrder({ email: res.data.email ?? field.email });
      return go('/paying/scheme');
    }
    setBusy(false);
    field.setError(res.kind === 'status' && res.status === 400 ? t('email.invalid') : failureMessage(res, t));
  };

  return (
    <form className="card stack-lg flow-card" onSubmit={submit} noValidate>
      <div className="result-badge" aria-hidden="true">{order.typeCode}</div>
      <h1>{t('email.title')}</h1>
      <p className="muted">{t('email.subtitle', { mbticode: order.typeCode ?? '' })}</p>
      <EmailField t={t} field={field} testId="email-input" />
      <button className="btn btn-lg btn-block" type="submit" disabled={busy} data-testid="email-continue">{t('email.continue')}</button>
      <p className="small muted">{t('email.notice')}</p>
    </form>
  );
}

export default localized(EmailCapture);
