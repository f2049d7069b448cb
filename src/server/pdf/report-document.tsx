import type React from 'react';
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { Report } from '../../contract/report.ts';
import type { Translate } from '../../i18n/translate.ts';
import { dimensionRows } from '../../report/dimension-rows.ts';
import { Bullets, Cards, Chips, H1, H2, HeadPara, Para, Paras } from './pdf-blocks.tsx';
import { s } from './pdf-styles.ts';

type Props = { report: Report; t: Translate; fontFamily: string; username: string; date: string; lang: string };

const Footer = ({ t }: { t: Translate }) => (
  <View style={s.footer} fixed>
    <Text style={{ flex: 1, marginRight: 16 }}>{t('brand.name')} · {t('pdf.disclaimer')}</Text>
    <Text render={({ pageNumber, totalPages }) => t('pdf.page', { v: pageNumber, total: totalPages })} />
  </View>
);

function Cover({ report, t, username, date }: Props) {
  const c = report.content;
  return (
    <Page size="A4" style={s.cover}>
      <View style={s.coverBand}>
        <Text style={s.brand}>{t('brand.name')}</Text>
        <Text style={s.kicker}>{t('pdf.cover.kicker')}</Text>
        <Text style={s.typeCode}>{c.code}</Text>
        <Text style={s.typeTitle}>{c.title}</Text>
        <Text style={s.tagline}>{c.tagline}</Text>
      </View>
      <View style={s.coverBody}>
        <Text style={s.meta}>{t('pdf.cover.preparedFor', { username, time: date })}</Text>
        <Text style={s.meta}>{t('pdf.cover.reference', { v: report.examOrderNumber })}</Text>
        <H2>{t('report.keywords')}</H2>
        <Chips items={c.keywords} />
        <Para>{c.description}</Para>
        <H2>{t('report.population', { mbticode: c.code })}</H2>
        <View style={s.statRow}>
          {([['populationOverall', c.population.overall], ['populationMale', c.population.male], ['populationFemale', c.population.female]] as const).map(([k, v]) => (
            <View key={k} style={s.stat}><Text style={s.statValue}>{v}%</Text><Text style={s.small}>{t(`report.${k}`)}</Text></View>
          ))}
        </View>
      </View>
    </Page>
  );
}

function DimensionTable({ report, t }: Props) {
  const rows = dimensionRows(report.result, t);
  const w = ['30%', '18%', '20%', '32%'];
  return (
    <View style={s.table}>
      <View style={s.tr}>
        {(['dimension', 'score', 'range', 'interpretation'] as const).map((k, i) => <Text key={k} style={[s.th, { width: w[i] }]}>{t(`report.dimCol.${k}`)}</Text>)}
      </View>
      {rows.map((r) => (
        <View key={r.dimension} style={s.tr} wrap={false}>
          <View style={[s.td, { width: w[0] }]}><Text>{r.label}</Text>
            <View style={s.bar}><View style={[s.barMark, { left: `${Math.min(94, Math.max(0, r.position - 3))}%` }]} /></View></View>
          <Text style={[s.td, { width: w[1], fontWeight: 700 }]}>{r.score}</Text>
          <Text style={[s.td, { width: w[2] }]}>{r.range}</Text>
          <Text style={[s.td, { width: w[3] }]}>{r.interpretation}</Text>
        </View>
      ))}
    </View>
  );
}

export function Section({ t, title, children }: { t: Translate; title: string; children: React.ReactNode }) {
  return (
    <Page size="A4" style={s.page} wrap>
      <H1>{title}</H1>
      {children}
      <Footer t={t} />
    </Page>
  );
}

/** One page run per report tab; `break` inside a page with a fixed footer trips react-pdf's layout. */
function Body(props: Props) {
  const { report, t } = props;
  const c = report.content;
  return (
    <>
      <Section t={t} title={t('report.tab.basic')}>
        <Paras items={c.overview} />
        <H2>{t('report.famous')}</H2>
        <Bullets items={c.famousPeople.map((p) => `${p.name}: ${p.note}`)} />
        <H2>{t('report.strengths')}</H2><Cards items={c.strengths} />
        <H2>{t('report.blindSpots')}</H2><Cards items={c.blindSpots} />
      </Section>
      <Section t={t} title={t('report.tab.dimensions')}>
        <DimensionTable {...props} />
        <Text style={s.small}>{t('report.dimNote')}</Text>
        <H1>{t('report.tab.analysis')}</H1>
        {(['personalityType', 'improvement', 'career', 'relationship', 'deep'] as const).map((k) => (
          <View key={k} wrap={false}><H2>{t(`report.analysis.${k}`)}</H2><Para>{c.analysis[k]}</Para></View>
        ))}
      </Section>
      <Section t={t} title={t('report.tab.growth')}>
        <Para>{c.growth.intro}</Para><Paras items={c.growth.paragraphs} />
        <H2>{t('report.growthHabits')}</H2><Cards items={c.growth.habits} />
      </Section>
      <Section t={t} title={t('report.tab.career')}>
        <Para>{c.career.intro}</Para><Paras items={c.career.paragraphs} />
        <H2>{t('report.careerEnvironment')}</H2><Bullets items={c.career.idealEnvironment} />
        <H2>{t('report.careerRoles')}</H2><Bullets items={c.career.roles.map((r) => `${r.field}: ${r.examples}`)} />
        <H2>{t('report.careerWatch')}</H2><Bullets items={c.career.watchOuts} />
      </Section>
      <Section t={t} title={t('report.tab.relationships')}>
        <Para>{c.relationships.intro}</Para>
        <H2>{t('report.romance')}</H2><Paras items={c.relationships.romance} />
        <HeadPara title={t('report.friendship')}>{c.relationships.friendship}</HeadPara>
        <HeadPara title={t('report.family')}>{c.relationships.family}</HeadPara>
        <H2>{t('report.communication')}</H2><Bullets items={c.relationships.communicationTips} />
      </Section>
      <Section t={t} title={t('report.tab.reading')}>
        <Cards items={c.furtherReading} />
      </Section>
      <Section t={t} title={t('report.tab.advanced')}>
        <Para>{c.advancedGuide.intro}</Para>
        <H2>{t('report.functions')}</H2>
        <Cards items={c.advancedGuide.functions.map((f) => ({ title: `${f.role}: ${f.name}`, text: f.text }))} />
        <HeadPara title={t('report.underStress')}>{c.advancedGuide.underStress}</HeadPara>
        <HeadPara title={t('report.atBest')}>{c.advancedGuide.atYourBest}</HeadPara>
      </Section>
    </>
  );
}

export function ReportDocument(props: Props) {
  return (
    <Document title={`${props.report.content.code} · ${props.t('report.title')}`} author={props.t('brand.name')} language={props.lang}>
      <Cover {...props} />
      <Body {...props} />
    </Document>
  );
}
