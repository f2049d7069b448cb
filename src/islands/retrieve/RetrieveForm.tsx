import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../client/api.ts';
import { $hl } from '../../stores/config.ts';
import { $order } from '../../stores/order.ts';
import { emailProblem } from '../shared/email-rules.ts';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';

type Outcome = { kind: 'sent' } | { kind: 'none' } | { kind: 'failed' } | null;

function RetrieveForm() {
  const t = useT();
  const hl = useStore($hl);
  const [email, setEmail] = useState($order.get().email);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(email, 'email.correct');
    if (problem) return setError(t(problem));
    setBusy(true);
    const res = await api.retrieve(email.trim(), hl);
    setBusy(false);
    setOutcome(res.ok ? { kind: 'sent' } : res.kind === 'status' && res.status === 404 ? { kind: 'none' } : { kind: 'failed' });
  };

  return (
    <form className="card stack-lg flow-card" onSubmit={submit} noValidate>
      <h1>{t('retrieve.title')}</h1>
      <p className="muted">{t('retrieve.body')}</p>
      <div className="field">
        <label htmlFor={id}>{t('email.label')}</label>
        <input id={id} className="input" type="email" autoComplete="email" placeholder={t('email.placeholder')} value={email}
          onChange={(e) => { setEmail(e.target.value); setError(null); setOutcome(null); }} aria-invalid={error ? true : undefined} data-testid="retrieve-email" />
        {error && <p className="field-error" role="alert">{error}</p>}
      </div>
      <button className="btn btn-lg btn-block" type="submit" disabled={busy} data-testid="retrieve-submit">{t('retrieve.submit')}</button>
      <div aria-live="polite" data-testid="retrieve-outcome">
        {outcome?.kind === 'sent' && <div className="alert"><strong>{t('retrieve.sent')}</strong><br />{t('retrieve.sentBody')}</div>}
        {outcome?.kind === 'none' && <div className="alert alert-warn">{t('retrieve.none')}</div>}
        {outcome?.kind === 'failed' && <div className="alert alert-error">{t('retrieve.failed')}</div>}
      </div>
    </form>
  );
}

export default localized(RetrieveForm);
