import useSWR from 'swr';
import { api } from '../../client/api.ts';
import { steadyRead, unwrap } from '../../client/swr-fetch.ts';
import type { Sku } from '../../contract/catalogue.ts';
import { formatPrice } from '../../i18n/format-price.ts';
import type { Translate } from '../../i18n/translate.ts';
import { CheckIcon, StarIcon } from '../shared/icons.tsx';

type Props = { t: Translate; orderNumber: string; hl: string; sku: Sku };

const ago = (t: Translate, m: number) => (m < 1 ? t('scheme.latest.justNow') : m < 60 ? t('scheme.latest.minutes', { v: m }) : t('scheme.latest.hours', { v: Math.floor(m / 60) }));

/** The rest of the subscription landing (SPEC §2): type examples, trust, benefits, topics, figures, reviews, FAQ. */
export function PlanExtras({ t, orderNumber, hl, sku }: Props) {
  const { data: presenters } = useSWR(['presenters', orderNumber, hl], () => unwrap(api.presenters(orderNumber, hl)), steadyRead);
  const { data: latest } = useSWR('latest', () => unwrap(api.latestResults()), steadyRead);
  const nf = new Intl.NumberFormat(document.documentElement.lang || 'en-US');
  const price = formatPrice(sku.amount, sku.currency);

  return (
    <div className="plan-extras stack-lg">
      {presenters && (
        <section className="card stack" aria-labelledby="people-title">
          <h2 id="people-title" className="h3">{t('scheme.people.title')}</h2>
          <p className="muted">{t('scheme.people.intro', { mbticode: presenters.typeCode })}</p>
          <ul className="people-grid">
            {presenters.people.map((p) => <li key={p.name}><strong>{p.name}</strong><span className="muted small">{p.note}</span></li>)}
          </ul>
        </section>
      )}

      <section className="stats-row" aria-labelledby="stats-title">
        <h2 id="stats-title" className="visually-hidden">{t('scheme.stats.title')}</h2>
        <div><strong>{nf.format(8237)}</strong><span>{t('scheme.stats.daily')}</span></div>
        <div><strong>{nf.format(30000)}+</strong><span>{t('scheme.stats.users')}</span></div>
        <div><strong>{nf.format(4.7)}/5</strong><span>{t('scheme.stats.rating')}</span></div>
        <div><strong>{nf.format(0.8 * 100)}%</strong><span>{t('scheme.stats.accuracy')}</span></div>
      </section>

      <div className="two-col">
        <section className="card stack">
          <h2 className="h3">{t('scheme.benefits.title')}</h2>
          <ul className="checks">{[1, 2, 3, 4].map((i) => <li key={i}>{t(`scheme.benefit${i}` as never)}</li>)}</ul>
        </section>
        <section className="card stack">
          <h2 className="h3">{t('scheme.learn.title')}</h2>
          <ul className="checks">{[1, 2, 3, 4, 5, 6].map((i) => <li key={i}>{t(`scheme.learn${i}` as never)}</li>)}</ul>
        </section>
      </div>

      <section className="card stack">
        <h2 className="h3">{t('scheme.why.title')}</h2>
        <ul className="why-list">
          <li><CheckIcon /> {t('scheme.why1')}</li>
          <li><CheckIcon /> {t('scheme.why2')}</li>
          <li><StarIcon /> {t('scheme.why3', { v: nf.format(30000), d: nf.format(4.7) })}</li>
        </ul>
      </section>

      {latest && latest.length > 0 && (
        <section className="stack" aria-labelledby="latest-title">
          <h2 id="latest-title" className="h3">{t('scheme.latest.title')}</h2>
          <ul className="latest">{latest.map((r, i) => <li key={i} className="pill">{t('scheme.latest.item', { mbticode: r.typeCode, time: ago(t, r.minutesAgo) })}</li>)}</ul>
        </section>
      )}

      <section className="stack" aria-labelledby="reviews-title">
        <h2 id="reviews-title" className="h3">{t('scheme.reviews.title')}</h2>
        <div className="review-grid">
          {[1, 2, 3].map((i) => (
            <figure key={i} className="card">
              <blockquote>{t(`scheme.review${i}.text` as never)}</blockquote>
              <figcaption className="small muted"><strong>{t(`scheme.review${i}.name` as never)}</strong> · {t(`scheme.review${i}.time` as never)}</figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className="faq-list stack" aria-labelledby="faq-title">
        <h2 id="faq-title" className="h3">{t('scheme.faq.title')}</h2>
        {[1, 2, 3, 4].map((i) => (
          <details key={i} className="card"><summary>{t(`scheme.faq${i}.q` as never)}</summary><p className="muted">{t(`scheme.faq${i}.a` as never, { trialDays: sku.trialDays || 3, price })}</p></details>
        ))}
      </section>
    </div>
  );
}
