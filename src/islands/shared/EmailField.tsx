import { useId, useState } from 'react';
import type { MessageKey, Translate } from '../../i18n/translate.ts';
import { $order } from '../../stores/order.ts';
import { emailProblem } from './email-rules.ts';

/** The email field the retrieve, cancel and capture forms share: value, SPEC §5 checks and the error line. */
export function useEmailField(t: Translate, invalidKey: MessageKey = 'email.correct') {
  const [email, setEmail] = useState($order.get().email);
  const [error, setError] = useState<string | null>(null);
  return {
    email: email.trim(),
    error,
    setError,
    /** Runs the checks; false (with the message shown) when the address cannot be sent. */
    validate() {
      const problem = emailProblem(email, invalidKey);
      setError(problem ? t(problem) : null);
      return !problem;
    },
    inputProps: { value: email, onChange: (v: string) => { setEmail(v); setError(null); } },
  };
}

type Props = { t: Translate; field: ReturnType<typeof useEmailField>; testId: string; onEdit?: () => void };

export function EmailField({ t, field, testId, onEdit }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('email.label')}</label>
      <input id={id} className="input" type="email" inputMode="email" autoComplete="email" placeholder={t('email.placeholder')}
        value={field.inputProps.value} onChange={(e) => { field.inputProps.onChange(e.target.value); onEdit?.(); }}
        aria-invalid={field.error ? true : undefined} aria-describedby={field.error ? `${id}-err` : undefined} data-testid={testId} />
      {field.error && <p className="field-error" id={`${id}-err`} role="alert">{field.error}</p>}
    </div>
  );
}
