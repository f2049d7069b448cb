import { useState, type FormEvent } from 'react';
import { http } from '../../client/api.ts';
import type { Translate } from '../../i18n/translate.ts';
import { countryOptions } from './countries.ts';

type Fields = { firstName: string; lastName: string; birthYear: string; gender: '' | 'male' | 'female'; country: string };
type Errors = Partial<Record<keyof Fields, string>>;

/** SPEC §5: names required, a real year, a gender and a country; every problem shown at its field. */
export function infoProblems(f: Fields, thisYear = new Date().getFullYear()): Errors {
  const e: Errors = {};
  if (!f.firstName.trim()) e.firstName = 'name_required';
  if (!f.lastName.trim()) e.lastName = 'name_required';
  const y = Number(f.birthYear);
  if (!/^\d{4}$/.test(f.birthYear) || y < 1900 || y > thisYear - 10) e.birthYear = 'year_invalid';
  if (!f.gender) e.gender = 'gender_required';
  if (!f.country) e.country = 'country_required';
  return e;
}

export function InfoForm({ t, orderNumber, onSaved }: { t: Translate; orderNumber: string; onSaved: (firstName: string) => void }) {
  const [f, setF] = useState<Fields>({ firstName: '', lastName: '', birthYear: '', gender: '', country: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const lang = document.documentElement.lang || 'en-US';
  const set = (k: keyof Fields, v: string) => { setF({ ...f, [k]: v }); setErrors({ ...errors, [k]: undefined }); setState('idle'); };
  const err = (k: keyof Fields) => errors[k] && <p className="field-error" id={`info-${k}-err`} role="alert">{t(`info.error.${errors[k]}` as never)}</p>;
  const aria = (k: keyof Fields) => ({ 'aria-invalid': errors[k] ? true : undefined, 'aria-describedby': errors[k] ? `info-${k}-err` : undefined });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = infoProblems(f);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setState('busy');
    const res = await http('/exam/order/update/profile', { body: { orderNumber, firstName: f.firstName.trim(), lastName: f.lastName.trim(), birthYear: Number(f.birthYear), gender: f.gender, country: f.country } });
    if (!res.ok) return setState('failed');
    setState('saved');
    onSaved(f.firstName.trim());
  };

  return (
    <form className="stack info-form" onSubmit={submit} noValidate data-testid="info-form">
      <div className="row-2">
        <div className="field"><label htmlFor="info-firstName">{t('info.firstName')}</label>
          <input id="info-firstName" className="input" autoComplete="given-name" value={f.firstName} onChange={(e) => set('firstName', e.target.value)} {...aria('firstName')} />{err('firstName')}</div>
        <div className="field"><label htmlFor="info-lastName">{t('info.lastName')}</label>
          <input id="info-lastName" className="input" autoComplete="family-name" value={f.lastName} onChange={(e) => set('lastName', e.target.value)} {...aria('lastName')} />{err('lastName')}</div>
      </div>
      <div className="row-2">
        <div className="field"><label htmlFor="info-birthYear">{t('info.birthYear')}</label>
          <input id="info-birthYear" className="input" inputMode="numeric" maxLength={4} placeholder="1990" value={f.birthYear} onChange={(e) => set('birthYear', e.target.value.replace(/\D/g, ''))} {...aria('birthYear')} />{err('birthYear')}</div>
        <fieldset className="field"><legend>{t('info.gender')}</legend>
          <div className="inline-radios">
            {(['male', 'female'] as const).map((g) => (
              <label key={g}><input type="radio" name="gender" checked={f.gender === g} onChange={() => set('gender', g)} /> {t(`info.${g}`)}</label>
            ))}
          </div>{err('gender')}</fieldset>
      </div>
      <div className="field"><label htmlFor="info-country">{t('info.country')}</label>
        <select id="info-country" className="input" value={f.country} onChange={(e) => set('country', e.target.value)} {...aria('country')}>
          <option value="">{t('info.countryPlaceholder')}</option>
          {countryOptions(lang).map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>{err('country')}</div>
      <button className="btn" type="submit" disabled={state === 'busy'} data-testid="info-save">{t('info.save')}</button>
      <p aria-live="polite" className="small">{state === 'saved' && t('info.saved')}{state === 'failed' && <span className="field-error">{t('common.loadFailed')}</span>}</p>
    </form>
  );
}
