import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { api } from '../../client/api.ts';
import { steadyRead, unwrap } from '../../client/swr-fetch.ts';
import { $questionPageNum, $selectAns, answer } from '../../stores/answers.ts';
import { $config, $hl } from '../../stores/config.ts';
import { submitAnswers } from '../../stores/submit-answers.ts';
import { failureMessage } from '../shared/failure-message.ts';
import { go } from '../shared/journey.ts';
import { LoadFailed, Loading } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';
import { Calculating, Complete, Intro, Tip } from './FlowScreens.tsx';
import { buildPages } from './question-pages.ts';
import { StatementScale } from './StatementScale.tsx';
import './question.css';

type Phase = 'intro' | 'questions' | 'tip' | 'calculating' | 'complete';

function QuestionRunner() {
  const t = useT();
  const config = useStore($config);
  const hl = useStore($hl);
  const answers = useStore($selectAns);
  const pageNum = useStore($questionPageNum);
  const { data, error, mutate } = useSWR(['questions', config.examId, hl], () => unwrap(api.questions(config.examId, hl)), steadyRead);
  const pages = useMemo(() => (data ? buildPages(data.questions) : []), [data]);
  const [phase, setPhase] = useState<Phase | null>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  // Resume where the visitor left off after a reload.
  useEffect(() => {
    if (!pages.length || phase) return;
    const answered = Object.keys($selectAns.get()).length;
    if (pageNum > pages.length) setPhase('complete');
    else setPhase(answered === 0 && pageNum === 1 ? 'intro' : 'questions');
  }, [pages, phase, pageNum]);

  useEffect(() => { window.scrollTo({ top: 0 }); }, [phase, pageNum]);

  if (error) return <LoadFailed onRetry={() => mutate()} />;
  if (!data || !phase) return <Loading />;

  const total = data.questions.length;
  const answered = data.questions.filter((q) => answers[q.id]).length;
  const progress = Math.round((answered / total) * 100);
  const index = Math.min(Math.max(pageNum, 1), pages.length) - 1;
  const page = pages[index]!;
  const offset = pages.slice(0, index).reduce((n, p) => n + p.questions.length, 0);

  const next = () => {
    const firstMissing = page.questions.find((q) => !answers[q.id]);
    if (firstMissing) {
      setMissing(true);
      document.getElementById(`st-${firstMissing.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    setMissing(false);
    if (page.last) {
      setPhase('calculating');
      setTimeout(() => { $questionPageNum.set(pages.length + 1); setPhase('complete'); }, 2200);
      return;
    }
    $questionPageNum.set(index + 2);
    if (page.lastOfPart) setPhase('tip');
  };

  const choose = (id: string, v: number, i: number) => {
    answer(id, v);
    const following = page.questions.slice(i + 1).find((q) => !answers[q.id]);
    if (following) setTimeout(() => document.getElementById(`st-${following.id}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' }), 120);
  };

  const submit = async () => {
    setSaving(true);
    setSubmitError(null);
    const res = await submitAnswers();
    if (res.ok) return go('/answer/email');
    setSaving(false);
    setSubmitError(failureMessage(res, t));
  };

  if (phase === 'intro') return <Intro t={t} count={total} onStart={() => setPhase('questions')} />;
  if (phase === 'calculating') return <Calculating t={t} />;
  if (phase === 'complete') {
    return <Complete t={t} saving={saving} error={submitError} onSubmit={submit}
      onEdit={() => { $questionPageNum.set(1); setPhase('questions'); }} />;
  }
  if (phase === 'tip') {
    const done = pages[index - 1]?.part ?? 1;
    return <Tip t={t} progress={progress} onContinue={() => setPhase('questions')}
      title={t(done === 1 ? 'question.tip1Title' : 'question.tip2Title')} body={t(done === 1 ? 'question.tip1Body' : 'question.tip2Body')} />;
  }

  return (
    <div className="runner">
      <div className="runner-top">
        <div className="runner-meta"><span className="pill">{t('question.partLabel', { v: page.part })}</span><span className="muted small" data-testid="progress">{t('question.progress', { v: answered, total })}</span></div>
        <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label={t('question.progress', { v: answered, total })}>
          <span style={{ width: `${progress}%` }} />
        </div>
      </div>
      {page.last && <div className="alert almost" data-testid="almost-done"><strong>{t('question.almostTitle')}</strong> {t('question.almostBody')}</div>}
      <div className="statements">
        {page.questions.map((q, i) => (
          <StatementScale key={q.id} id={q.id} index={offset + i + 1} text={q.text} value={answers[q.id]} t={t} onChange={(v) => choose(q.id, v, i)} />
        ))}
      </div>
      {missing && <p className="alert alert-error" role="alert">{t('question.answerAll')}</p>}
      <div className="button-row">
        {index > 0 && <button className="btn btn-ghost" type="button" onClick={() => $questionPageNum.set(index)}>{t('question.previous')}</button>}
        <button className="btn btn-lg" type="button" onClick={next} data-testid="next">{t('question.next')}</button>
      </div>
    </div>
  );
}

export default localized(QuestionRunner);
