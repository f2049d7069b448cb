import type { Translate } from '../../i18n/translate.ts';

export function Intro({ t, count, onStart }: { t: Translate; count: number; onStart: () => void }) {
  return (
    <div className="card stack-lg flow-card">
      <p className="eyebrow">{t('question.partLabel', { v: 1 })}</p>
      <h1>{t('question.introTitle')}</h1>
      <p className="muted">{t('question.introBody', { count })}</p>
      <ul className="checks">
        <li>{t('question.introPoint1')}</li>
        <li>{t('question.introPoint2')}</li>
        <li>{t('question.introPoint3')}</li>
      </ul>
      <button className="btn btn-lg" type="button" onClick={onStart} data-testid="intro-start">{t('question.start')}</button>
    </div>
  );
}

export function Tip({ t, title, body, onContinue, progress }: { t: Translate; title: string; body: string; onContinue: () => void; progress: number }) {
  return (
    <div className="card stack-lg flow-card center" data-testid="part-tip">
      <div className="tip-ring" style={{ ['--p' as string]: `${progress}%` }}><span>{progress}%</span></div>
      <h2>{title}</h2>
      <p className="muted">{body}</p>
      <button className="btn btn-lg" type="button" onClick={onContinue}>{t('question.keepGoing')}</button>
    </div>
  );
}

export function Calculating({ t }: { t: Translate }) {
  return (
    <div className="card stack-lg flow-card center" role="status" aria-live="polite">
      <div className="spinner" />
      <h2>{t('question.calculating')}</h2>
      <p className="muted">{t('question.calculatingSteps')}</p>
    </div>
  );
}

type CompleteProps = { t: Translate; onEdit: () => void; onSubmit: () => void; saving: boolean; error: string | null };
export function Complete({ t, onEdit, onSubmit, saving, error }: CompleteProps) {
  return (
    <div className="card stack-lg flow-card center" data-testid="answers-complete">
      <div className="done-mark" aria-hidden="true">✓</div>
      <h2>{t('question.completeTitle')}</h2>
      <p className="muted">{saving ? t('question.saving') : t('question.completeBody')}</p>
      {error && <p className="alert alert-error" role="alert">{error}</p>}
      <div className="button-row">
        <button className="btn btn-ghost" type="button" onClick={onEdit} disabled={saving}>{t('question.editAnswers')}</button>
        <button className="btn btn-lg" type="button" onClick={onSubmit} disabled={saving} data-testid="get-report">
          {saving ? t('question.saving') : t('question.getReport')}
        </button>
      </div>
    </div>
  );
}
