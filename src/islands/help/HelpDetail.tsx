import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { http } from '../../client/api.ts';
import { CallFailed, steadyRead, unwrap } from '../../client/swr-fetch.ts';
import type { HelpArticle, Protocol } from '../../contract/help.ts';
import { $hl } from '../../stores/config.ts';
import { journeyUrl } from '../shared/journey.ts';
import { LoadFailed, Loading } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';
import './help.css';

/** One help article (?id=) or legal document (?doc=). */
function HelpDetail() {
  const t = useT();
  const hl = useStore($hl);
  const params = new URLSearchParams(location.search);
  const doc = params.get('doc');
  const id = params.get('id');
  const { data, error, mutate } = useSWR(['help-detail', doc, id, hl], async () => (doc
    ? { kind: 'doc' as const, doc: await unwrap(http<Protocol>(`/app/protocol/info/${encodeURIComponent(doc)}`, { query: { hl } })) }
    : { kind: 'article' as const, article: await unwrap(http<HelpArticle>(`/app/help/info/${encodeURIComponent(id ?? '')}`, { query: { hl } })) }), steadyRead);
  const back = <p><a href={journeyUrl('/help')}>← {t('help.back')}</a></p>;
  const missing = error instanceof CallFailed && error.failure.kind === 'status' && [400, 404].includes(error.failure.status);
  if (missing || (!doc && !id)) return <div className="card stack">{back}<p>{t('help.notFound')}</p></div>;
  if (error) return <LoadFailed onRetry={() => mutate()} />;
  if (!data) return <Loading />;
  const date = (iso: string) => new Intl.DateTimeFormat(document.documentElement.lang || 'en-US', { dateStyle: 'long' }).format(new Date(iso));
  return (
    <article className="card stack-lg help-article" data-testid="help-detail">
      {back}
      {data.kind === 'doc' ? (
        <>
          <header className="stack"><h1>{data.doc.title}</h1><p className="muted small">{t('help.updated', { time: date(data.doc.updated) })}</p></header>
          {data.doc.sections.map((s) => (
            <section key={s.heading} className="stack"><h2 className="h3">{s.heading}</h2>{s.paragraphs.map((p, i) => <p key={i}>{p}</p>)}</section>
          ))}
        </>
      ) : (
        <>
          <h1>{data.article.title}</h1>
          <div className="stack">{data.article.body.map((p, i) => <p key={i}>{p}</p>)}</div>
        </>
      )}
    </article>
  );
}

export default localized(HelpDetail);
