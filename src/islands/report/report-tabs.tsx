import type { Report } from '../../contract/report.ts';
import type { Translate } from '../../i18n/translate.ts';
import { DimensionTable } from './DimensionTable.tsx';
import { Bullets, Cards, Paras, Section } from './report-blocks.tsx';

type TabProps = { report: Report; t: Translate };
import type { TabId } from './tab-ids.ts';

function Basic({ report: { content: c }, t }: TabProps) {
  return (
    <>
      <Section title={t('report.overview')}><Paras items={c.overview} /></Section>
      <Section title={t('report.population', { mbticode: c.code })}>
        <div className="stats">
          {([['populationOverall', c.population.overall], ['populationMale', c.population.male], ['populationFemale', c.population.female]] as const).map(([k, v]) => (
            <div key={k} className="stat"><strong>{v}%</strong><span>{t(`report.${k}`)}</span></div>
          ))}
        </div>
      </Section>
      <Section title={t('report.keywords')}><p className="chips">{c.keywords.map((k) => <span key={k} className="pill">{k}</span>)}</p></Section>
      <Section title={t('report.famous')}>
        <ul className="people">{c.famousPeople.map((p) => <li key={p.name}><strong>{p.name}</strong> <span className="muted">{p.note}</span></li>)}</ul>
      </Section>
      <Section title={t('report.strengths')}><Cards items={c.strengths} /></Section>
      <Section title={t('report.blindSpots')}><Cards items={c.blindSpots} /></Section>
    </>
  );
}

const Dimensions = ({ report, t }: TabProps) => (
  <Section title={t('report.dimTable')}><DimensionTable result={report.result} t={t} /><p className="small muted">{t('report.dimNote')}</p></Section>
);

const Growth = ({ report: { content: c }, t }: TabProps) => (
  <><Section title={t('report.tab.growth')}><p>{c.growth.intro}</p><Paras items={c.growth.paragraphs} /></Section>
    <Section title={t('report.growthHabits')}><Cards items={c.growth.habits} /></Section></>
);

const Relationships = ({ report: { content: c }, t }: TabProps) => (
  <><Section title={t('report.tab.relationships')}><p>{c.relationships.intro}</p></Section>
    <Section title={t('report.romance')}><Paras items={c.relationships.romance} /></Section>
    <Section title={t('report.friendship')}><p>{c.relationships.friendship}</p></Section>
    <Section title={t('report.family')}><p>{c.relationships.family}</p></Section>
    <Section title={t('report.communication')}><Bullets items={c.relationships.communicationTips} /></Section></>
);

const Career = ({ report: { content: c }, t }: TabProps) => (
  <><Section title={t('report.tab.career')}><p>{c.career.intro}</p><Paras items={c.career.paragraphs} /></Section>
    <Section title={t('report.careerEnvironment')}><Bullets items={c.career.idealEnvironment} /></Section>
    <Section title={t('report.careerRoles')}><Cards items={c.career.roles.map((r) => ({ title: r.field, text: r.examples }))} /></Section>
    <Section title={t('report.careerWatch')}><Bullets items={c.career.watchOuts} /></Section></>
);

const Reading = ({ report: { content: c }, t }: TabProps) => <Section title={t('report.tab.reading')}><Cards items={c.furtherReading} /></Section>;

const Analysis = ({ report: { content: c }, t }: TabProps) => (
  <>{(['personalityType', 'improvement', 'career', 'relationship', 'deep'] as const).map((k) => (
    <Section key={k} title={t(`report.analysis.${k}`)}><p>{c.analysis[k]}</p></Section>
  ))}</>
);

const Additional = ({ t }: TabProps) => (
  <Section title={t('report.tab.additional')}>
    <p>{t('report.additionalIntro')}</p>
    <div className="r-cards">
      {(['career', 'relationship', 'growth', 'iq'] as const).map((k) => (
        <article key={k} className="r-card"><h4>{t(`report.test.${k}`)}</h4><p>{t(`report.test.${k}Body`)}</p><span className="pill">{t('report.test.soon')}</span></article>
      ))}
    </div>
  </Section>
);

const Advanced = ({ report: { content: c }, t }: TabProps) => (
  <><Section title={t('report.tab.advanced')}><p>{c.advancedGuide.intro}</p></Section>
    <Section title={t('report.functions')}><Cards items={c.advancedGuide.functions.map((f) => ({ title: `${f.role}: ${f.name}`, text: f.text }))} /></Section>
    <Section title={t('report.underStress')}><p>{c.advancedGuide.underStress}</p></Section>
    <Section title={t('report.atBest')}><p>{c.advancedGuide.atYourBest}</p></Section></>
);

export const tabPanels: Record<TabId, (p: TabProps) => React.ReactNode> = {
  basic: Basic, dimensions: Dimensions, growth: Growth, relationships: Relationships, career: Career,
  reading: Reading, analysis: Analysis, additional: Additional, advanced: Advanced,
};
