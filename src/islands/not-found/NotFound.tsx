import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';
import { journeyUrl } from '../shared/journey.ts';

/** SPEC §2: 'Page Not Found: {path}' with a way back to the visitor's own theme home. */
function NotFound() {
  const t = useT();
  return (
    <section className="page narrow center stack-lg">
      <p className="eyebrow">404</p>
      <h1 data-testid="not-found-title">{t('errors.notFoundTitle', { path: window.location.pathname })}</h1>
      <p className="muted">{t('errors.notFoundBody')}</p>
      <p><a className="btn btn-lg" href={journeyUrl('/landing/{theme}')}>{t('errors.goHome')}</a></p>
    </section>
  );
}

export default localized(NotFound);
