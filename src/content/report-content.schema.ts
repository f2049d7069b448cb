import { z } from 'zod';

/** One type's report text in one language. Data, not code: written by people, checked here. */
// Minimum lengths are in characters and must hold for CJK text too, which is roughly half as long as English.
const titled = z.object({ title: z.string().min(2), text: z.string().min(30) });
const paragraphs = z.array(z.string().min(40)).min(2);

export const typeCodes = [
  'INFJ', 'INFP', 'INTJ', 'INTP', 'ENFP', 'ENTP', 'ENTJ', 'ISTJ',
  'ISTP', 'ESTP', 'ESTJ', 'ISFJ', 'ISFP', 'ESFP', 'ESFJ', 'ENFJ',
] as const;
export const TypeCode = z.enum(typeCodes);
export type TypeCode = z.infer<typeof TypeCode>;

export const TypeReportContent = z.object({
  code: TypeCode,
  title: z.string().min(2).max(60),
  tagline: z.string().min(8).max(240),
  description: z.string().min(40).max(640),
  keywords: z.array(z.string().min(1)).min(5).max(8),
  population: z.object({ overall: z.number().positive().max(20), male: z.number().positive().max(25), female: z.number().positive().max(25) }),
  famousPeople: z.array(z.object({ name: z.string().min(2), note: z.string().min(6).max(240) })).min(4).max(6),
  overview: paragraphs,
  strengths: z.array(titled).min(4).max(6),
  blindSpots: z.array(titled).min(3).max(5),
  growth: z.object({ intro: z.string().min(40), paragraphs, habits: z.array(titled).min(4).max(6) }),
  career: z.object({
    intro: z.string().min(40),
    paragraphs,
    idealEnvironment: z.array(z.string().min(6)).min(4).max(6),
    roles: z.array(z.object({ field: z.string().min(2), examples: z.string().min(4) })).min(5).max(8),
    watchOuts: z.array(z.string().min(8)).min(3).max(5),
  }),
  relationships: z.object({
    intro: z.string().min(40),
    romance: paragraphs,
    friendship: z.string().min(50),
    family: z.string().min(50),
    communicationTips: z.array(z.string().min(8)).min(4).max(6),
  }),
  furtherReading: z.array(titled).min(3).max(5),
  advancedGuide: z.object({
    intro: z.string().min(40),
    functions: z.array(z.object({ role: z.string().min(2), name: z.string().min(3), text: z.string().min(40) })).length(4),
    underStress: z.string().min(50),
    atYourBest: z.string().min(50),
  }),
  analysis: z.object({
    personalityType: z.string().min(80),
    improvement: z.string().min(80),
    career: z.string().min(80),
    relationship: z.string().min(80),
    deep: z.string().min(80),
  }),
});
export type TypeReportContent = z.infer<typeof TypeReportContent>;
