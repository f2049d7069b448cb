import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { api } from '../../client/api.ts';
import { $hl } from '../../stores/config.ts';
import { EmailField, useEmailField } from '../shared/EmailField.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';

type Outcome = 'sent' | 'none' | 'failed' | null;

function RetrieveForm() {
  const t = useT();
  const hl = useStore($hl);
  const field = useEmailField(t);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!field.validate()) return;
    setBusy(true);
    const res = await api.retrieve(field.email, hl);
    setBusy(false);
    setOutcome(res.ok ? 'sent' : res.kind === 'status' && res.status === 404 ? 'none' : 'failed');
  };

  return (
    <form className="card stack-lg flow-card" onSubmit={submit} noValidate>
      <h1>{t('retrieve.title')}</h1>
      <p className="muted">{t('retrieve.body')}</p>
      <EmailField t={t} field={field} testId="retrieve-email" onEdit={() => setOutcome(null)} />
      <button className="btn btn-lg btn-block" type="submit" disabled={busy} data-testid="retrieve-submit">{t('retrieve.submit')}</button>
      <div aria-live="polite" data-testid="retrieve-outcome">
        {outcome === 'sent' && <div className="alert"><strong>{t('retrieve.sent')}</strong><br />{t('retrieve.sentBody')}</div>}
        {outcome === 'none' && <div className="alert alert-warn">{t('retrieve.none')}</div>}
        {outcome === 'failed' && <div className="alert alert-error">{t('retrieve.failed')}</div>}
      </div>
    </form>
  );
}

export default localized(RetrieveForm);
