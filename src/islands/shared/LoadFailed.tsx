import { useT } from './use-t.ts';

export function LoadFailed({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  const t = useT();
  return (
    <div className="card center stack" role="alert">
      <p><strong>{t('common.loadFailed')}</strong></p>
      {detail && <p className="muted small">{detail}</p>}
      <button className="btn" type="button" onClick={onRetry}>{t('common.retry')}</button>
    </div>
  );
}

export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="center stack" role="status" aria-live="polite" style={{ padding: '3rem 0' }}>
      <div className="spinner" />
      <p className="muted">{label ?? t('common.loading')}</p>
    </div>
  );
}

export function NoOrder() {
  const t = useT();
  return (
    <div className="card center stack">
      <p>{t('errors.noOrder')}</p>
      <p><a className="btn" href="/">{t('question.start')}</a></p>
    </div>
  );
}
