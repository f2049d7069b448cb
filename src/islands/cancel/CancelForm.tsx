import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { http } from '../../client/api.ts';
import { $hl } from '../../stores/config.ts';
import { EmailField, useEmailField } from '../shared/EmailField.tsx';
import { go } from '../shared/journey.ts';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';

/** SPEC §2/§4: enter an email; unknown → 'Email not found Please re-enter'; known → cancel, then the success page. */
function CancelForm() {
  const t = useT();
  const hl = useStore($hl);
  const field = useEmailField(t);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!field.validate()) return;
    setBusy(true);
    const body = { email: field.email, hl };
    const check = await http('/unsubscribe/check/email', { body, base: 'pay' });
    const done = check.ok ? await http('/unsubscribe/cancel', { body, base: 'pay' }) : check;
    setBusy(false);
    if (done.ok) return go('/cancel/success');
    field.setError(done.kind === 'status' && done.status === 404 ? t('cancel.notFound') : t('cancel.failed'));
  };

  return (
    <form className="card stack-lg flow-card" onSubmit={submit} noValidate>
      <h1>{t('cancel.title')}</h1>
      <p className="muted">{t('cancel.body')}</p>
      <EmailField t={t} field={field} testId="cancel-email" />
      <button className="btn btn-lg btn-block" type="submit" disabled={busy} data-testid="cancel-submit">{t('cancel.submit')}</button>
    </form>
  );
}

export default localized(CancelForm);
