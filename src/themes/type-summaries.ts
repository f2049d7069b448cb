import type { TypeReportContent } from '../content/report-content.schema.ts';

// Build time only: the public part of each type (code, title, description) for the types list.
const all = import.meta.glob<{ default: TypeReportContent }>('../content/reports/*/*.json', { eager: true });

export const typeGroups = [
  { id: 'analysts', codes: ['INTJ', 'INTP', 'ENTJ', 'ENTP'] },
  { id: 'diplomats', codes: ['INFJ', 'INFP', 'ENFJ', 'ENFP'] },
  { id: 'sentinels', codes: ['ISTJ', 'ISFJ', 'ESTJ', 'ESFJ'] },
  { id: 'explorers', codes: ['ISTP', 'ISFP', 'ESTP', 'ESFP'] },
] as const;

export function typeSummary(code: string, hl: string) {
  const c = (all[`../content/reports/${hl}/${code}.json`] ?? all[`../content/reports/en/${code}.json`])!.default;
  return { code: c.code, title: c.title, description: c.description };
}
