import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { api } from '../../client/api.ts';
import { CallFailed, steadyRead, unwrap } from '../../client/swr-fetch.ts';
import { $hl } from '../../stores/config.ts';
import { currentOrderNumber, journeyUrl } from '../shared/journey.ts';
import { LoadFailed, Loading } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';
import { PdfButton } from './PdfButton.tsx';
import { InfoForm } from '../info/InfoForm.tsx';
import { tabPanels } from './report-tabs.tsx';
import { tabIds, type TabId } from './tab-ids.ts';
import './report.css';

const tabFromHash = (): TabId => (tabIds as readonly string[]).includes(location.hash.slice(1)) ? (location.hash.slice(1) as TabId) : 'basic';

function ReportViewer() {
  const t = useT();
  const hl = useStore($hl);
  const orderNumber = currentOrderNumber();
  const { data, error, mutate } = useSWR(orderNumber ? ['report', orderNumber, hl] : null, () => unwrap(api.report(orderNumber!, hl)), steadyRead);
  const [tab, setTab] = useState<TabId>(tabFromHash);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  useEffect(() => {
    const onHash = () => setTab(tabFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const status = error instanceof CallFailed && error.failure.kind === 'status' ? error.failure.status : null;
  if (!orderNumber || status === 404 || status === 400) {
    return <div className="card center stack flow-card"><p>{t('report.notFound')}</p><p><a className="btn" href={journeyUrl('/report/retrieve')}>{t('nav.retrieve')}</a></p></div>;
  }
  if (status === 402) {
    return <div className="card center stack flow-card"><p>{t('report.unpaid')}</p><p><a className="btn" href={journeyUrl('/paying/check', { order: orderNumber })}>{t('check.title')}</a></p></div>;
  }
  if (error) return <LoadFailed onRetry={() => mutate()} />;
  if (!data) return <Loading />;

  const select = (id: TabId) => {
    setTab(id);
    history.replaceState(null, '', `#${id}`);
  };
  const onKey = (e: KeyboardEvent) => {
    const i = tabIds.indexOf(tab);
    const next = e.key === 'ArrowRight' ? tabIds[(i + 1) % tabIds.length] : e.key === 'ArrowLeft' ? tabIds[(i - 1 + tabIds.length) % tabIds.length] : null;
    if (next) { select(next); tabRefs.current[next]?.focus(); }
  };
  const c = data.content;
  const Panel = tabPanels[tab];
  const username = data.firstName ?? data.email?.split('@')[0] ?? '';

  return (
    <article className="report">
      <header className="report-hero">
        <p className="eyebrow">{t('report.typeIntro')}</p>
        <h1><span className="report-code" data-testid="report-type">{c.code}</span> <span className="report-title">{c.title}</span></h1>
        <p className="report-tagline">{c.tagline}</p>
        <p className="small muted">{username && <span>{t('report.for', { username })} · </span>}<span className="nowrap">{t('report.reference', { v: data.examOrderNumber })}</span></p>
        <PdfButton orderNumber={data.orderNumber} />
        <p className="small muted">{t('report.keepLink')}</p>
      </header>
      {!data.firstName && (
        <details className="card info-card">
          <summary>{t('info.title')}</summary>
          <p className="muted small">{t('info.body')}</p>
          <InfoForm t={t} orderNumber={data.orderNumber} onSaved={(firstName) => mutate({ ...data, firstName }, { revalidate: false })} />
        </details>
      )}
      <div className="tabs" role="tablist" aria-label={t('report.title')} onKeyDown={onKey}>
        {tabIds.map((id) => (
          <button key={id} ref={(el) => { tabRefs.current[id] = el; }} role="tab" type="button" id={`tab-${id}`} aria-selected={tab === id}
            aria-controls="report-panel" tabIndex={tab === id ? 0 : -1} onClick={() => select(id)} className="tab">
            {t(`report.tab.${id}`)}
          </button>
        ))}
      </div>
      <div className="card report-panel" role="tabpanel" id="report-panel" aria-labelledby={`tab-${tab}`} tabIndex={0}>
        <Panel report={data} t={t} />
      </div>
    </article>
  );
}

export default localized(ReportViewer);
