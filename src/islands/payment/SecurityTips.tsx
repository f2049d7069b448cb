import type { Translate } from '../../i18n/translate.ts';
import { LockIcon } from '../shared/icons.tsx';

export function SecurityTips({ t }: { t: Translate }) {
  return (
    <section className="card stack security" aria-labelledby="security-tips">
      <h2 id="security-tips" className="h3"><LockIcon /> {t('payment.securityTitle')}</h2>
      <ul className="checks small">
        <li>{t('payment.security1')}</li>
        <li>{t('payment.security2')}</li>
        <li>{t('payment.security3')}</li>
      </ul>
    </section>
  );
}
