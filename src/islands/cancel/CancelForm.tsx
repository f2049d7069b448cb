import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { http } from '../../client/api.ts';
import { $hl } from '../../stores/config.ts';
import { $order } from '../../stores/order.ts';
import { emailProblem } from '../shared/email-rules.ts';
import { go } from '../shared/journey.ts';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';

/** SPEC §2/§4: enter an email; unknown → 'Email not found Please re-enter'; known → cancel, then the success page. */
function CancelForm() {
  const t = useT();
  const hl = useStore($hl);
  const [email, setEmail] = useState($order.get().email);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(email, 'email.correct');
    if (problem) return setError(t(problem));
    setBusy(true);
    const body = { email: email.trim(), hl };
    const check = await http('/unsubscribe/check/email', { body, base: 'pay' });
    const done = check.ok ? await http('/unsubscribe/cancel', { body, base: 'pay' }) : check;
    setBusy(false);
    if (done.ok) return go('/cancel/success');
    setError(done.kind === 'status' && done.status === 404 ? t('cancel.notFound') : t('cancel.failed'));
  };

  return (
    <form className="card stack-lg flow-card" onSubmit={submit} noValidate>
      <h1>{t('cancel.title')}</h1>
      <p className="muted">{t('cancel.body')}</p>
      <div className="field">
        <label htmlFor={id}>{t('email.label')}</label>
        <input id={id} className="input" type="email" autoComplete="email" placeholder={t('email.placeholder')} value={email}
          onChange={(e) => { setEmail(e.target.value); setError(null); }} aria-invalid={error ? true : undefined} data-testid="cancel-email" />
        {error && <p className="field-error" role="alert">{error}</p>}
      </div>
      <button className="btn btn-lg btn-block" type="submit" disabled={busy} data-testid="cancel-submit">{t('cancel.submit')}</button>
    </form>
  );
}

export default localized(CancelForm);
