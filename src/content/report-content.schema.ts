import { z } from 'zod';

/** One type's report text in one language. Data, not code: written by people, checked here. */
const titled = z.object({ title: z.string().min(3), text: z.string().min(80) });
const paragraphs = z.array(z.string().min(120)).min(2);

export const typeCodes = [
  'INFJ', 'INFP', 'INTJ', 'INTP', 'ENFP', 'ENTP', 'ENTJ', 'ISTJ',
  'ISTP', 'ESTP', 'ESTJ', 'ISFJ', 'ISFP', 'ESFP', 'ESFJ', 'ENFJ',
] as const;
export const TypeCode = z.enum(typeCodes);
export type TypeCode = z.infer<typeof TypeCode>;

export const TypeReportContent = z.object({
  code: TypeCode,
  title: z.string().min(3).max(40),
  tagline: z.string().min(20).max(160),
  description: z.string().min(120).max(420),
  keywords: z.array(z.string().min(2)).min(5).max(8),
  population: z.object({ overall: z.number().positive().max(20), male: z.number().positive().max(25), female: z.number().positive().max(25) }),
  famousPeople: z.array(z.object({ name: z.string().min(3), note: z.string().min(10).max(140) })).min(4).max(6),
  overview: paragraphs,
  strengths: z.array(titled).min(4).max(6),
  blindSpots: z.array(titled).min(3).max(5),
  growth: z.object({ intro: z.string().min(120), paragraphs, habits: z.array(titled).min(4).max(6) }),
  career: z.object({
    intro: z.string().min(120),
    paragraphs,
    idealEnvironment: z.array(z.string().min(15)).min(4).max(6),
    roles: z.array(z.object({ field: z.string().min(3), examples: z.string().min(10) })).min(5).max(8),
    watchOuts: z.array(z.string().min(20)).min(3).max(5),
  }),
  relationships: z.object({
    intro: z.string().min(120),
    romance: paragraphs,
    friendship: z.string().min(150),
    family: z.string().min(150),
    communicationTips: z.array(z.string().min(20)).min(4).max(6),
  }),
  furtherReading: z.array(titled).min(3).max(5),
  advancedGuide: z.object({
    intro: z.string().min(120),
    functions: z.array(z.object({ role: z.string().min(3), name: z.string().min(3), text: z.string().min(100) })).length(4),
    underStress: z.string().min(150),
    atYourBest: z.string().min(150),
  }),
  analysis: z.object({
    personalityType: z.string().min(200),
    improvement: z.string().min(200),
    career: z.string().min(200),
    relationship: z.string().min(200),
    deep: z.string().min(200),
  }),
});
export type TypeReportContent = z.infer<typeof TypeReportContent>;
