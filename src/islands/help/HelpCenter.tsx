import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { http } from '../../client/api.ts';
import { steadyRead, unwrap } from '../../client/swr-fetch.ts';
import type { HelpList, ProtocolList } from '../../contract/help.ts';
import { $config, $hl } from '../../stores/config.ts';
import { journeyUrl } from '../shared/journey.ts';
import { LoadFailed, Loading } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';
import './help.css';

/** SPEC §2 help centre: subscription management, billing and payments, legal and policies, contact support. */
function HelpCenter() {
  const t = useT();
  const hl = useStore($hl);
  const { examId } = useStore($config);
  const { data, error, mutate } = useSWR(['help', examId, hl], async () => {
    const [help, docs] = await Promise.all([unwrap(http<HelpList>(`/app/help/list/${examId}/${hl}`)), unwrap(http<ProtocolList>(`/app/protocol/list/${examId}/${hl}`))]);
    return { help, docs };
  }, steadyRead);
  if (error) return <LoadFailed onRetry={() => mutate()} />;
  if (!data) return <Loading />;
  const detail = (param: string) => `${journeyUrl('/helpDetail')}?${param}`;
  return (
    <div className="stack-lg">
      <header className="stack"><h1>{t('help.title')}</h1><p className="muted">{t('help.intro')}</p></header>
      <div className="help-grid">
        {data.help.map((cat) => (
          <section key={cat.id} className="card stack" aria-labelledby={`cat-${cat.id}`} data-testid={`help-${cat.id}`}>
            <h2 id={`cat-${cat.id}`} className="h3">{cat.title}</h2>
            <p className="muted small">{cat.intro}</p>
            <ul className="help-links">{cat.items.map((i) => <li key={i.id}><a href={detail(`id=${i.id}`)}>{i.title}</a></li>)}</ul>
            {cat.id === 'legal' && (
              <>
                <h3 className="small eyebrow">{t('help.legalTitle')}</h3>
                <ul className="help-links">{data.docs.map((d) => <li key={d.id}><a href={detail(`doc=${d.id}`)}>{d.title}</a></li>)}</ul>
              </>
            )}
            {cat.id === 'support' && <p><a className="btn" href={journeyUrl('/support')}>{t('support.title')}</a></p>}
          </section>
        ))}
      </div>
    </div>
  );
}

export default localized(HelpCenter);
