import type { Translate } from '../../i18n/translate.ts';
import { formatCardNumber, formatExpiry, type CardField, type CardInput } from './card-input.ts';

type Props = { t: Translate; card: CardInput; errors: Partial<Record<CardField, string>>; onChange: (card: CardInput) => void };

function Field({ id, label, error, t, children }: { id: string; label: string; error?: string; t: Translate; children: React.ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && <p className="field-error" id={`${id}-err`} role="alert">{t(`payment.error.${error}` as never)}</p>}
    </div>
  );
}

export function CardFields({ t, card, errors, onChange }: Props) {
  const input = (field: CardField, props: React.InputHTMLAttributes<HTMLInputElement>, format: (v: string) => string = (v) => v) => (
    <input id={`card-${field}`} className="input" value={card[field]} aria-invalid={errors[field] ? true : undefined}
      aria-describedby={errors[field] ? `card-${field}-err` : undefined} data-testid={`card-${field}`}
      onChange={(e) => onChange({ ...card, [field]: format(e.target.value) })} {...props} />
  );
  return (
    <div className="stack">
      <div className="alert alert-warn small"><strong>{t('payment.testModeTitle')}:</strong> {t('payment.testModeBody')}</div>
      <Field id="card-number" label={t('payment.cardNumber')} error={errors.number} t={t}>
        {input('number', { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' }, formatCardNumber)}
      </Field>
      <div className="row-2">
        <Field id="card-expiry" label={t('payment.expiry')} error={errors.expiry} t={t}>
          {input('expiry', { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' }, formatExpiry)}
        </Field>
        <Field id="card-cvc" label={t('payment.cvc')} error={errors.cvc} t={t}>
          {input('cvc', { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 }, (v) => v.replace(/\D/g, ''))}
        </Field>
      </div>
      <Field id="card-name" label={t('payment.cardName')} error={errors.name} t={t}>
        {input('name', { autoComplete: 'cc-name' })}
      </Field>
    </div>
  );
}
