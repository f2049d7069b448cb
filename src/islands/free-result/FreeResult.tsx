import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { api } from '../../client/api.ts';
import { steadyRead, unwrap } from '../../client/swr-fetch.ts';
import { $hl } from '../../stores/config.ts';
import { tabIds } from '../report/tab-ids.ts';
import { currentOrderNumber, journeyUrl } from '../shared/journey.ts';
import { LoadFailed, Loading, NoOrder } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';

/** SPEC §2 report result-free-test: the type and its public description, with the paid sections listed. */
function FreeResult() {
  const t = useT();
  const hl = useStore($hl);
  const orderNumber = currentOrderNumber();
  const { data, error, mutate } = useSWR(orderNumber ? ['presenters', orderNumber, hl] : null, () => unwrap(api.presenters(orderNumber!, hl)), steadyRead);
  if (!orderNumber) return <NoOrder />;
  if (error) return <LoadFailed onRetry={() => mutate()} />;
  if (!data) return <Loading />;
  return (
    <article className="stack-lg flow-card">
      <header className="center stack">
        <p className="eyebrow">{t('free.typeIs')}</p>
        <h1><span className="result-badge" data-testid="free-type">{data.typeCode}</span></h1>
        <h2>{data.title}</h2>
        <p className="muted">{data.tagline}</p>
      </header>
      <section className="card stack"><p>{data.description}</p></section>
      <section className="card stack">
        <h2 className="h3">{t('free.lockedTitle')}</h2>
        <p className="muted">{t('free.lockedBody')}</p>
        <ul className="checks">{tabIds.map((id) => <li key={id}>{t(`report.tab.${id}`)}</li>)}</ul>
        <a className="btn btn-lg btn-block" href={journeyUrl('/paying/scheme')}>{t('free.unlock')}</a>
      </section>
    </article>
  );
}

export default localized(FreeResult);
