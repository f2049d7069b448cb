import { z } from 'zod';
import { ExamId, Hl } from './common.ts';

export const LogidRequest = z.object({ appExamId: ExamId });
export const Logid = z.object({ logid: z.string() });

export const Language = z.object({ hl: z.string(), region: z.string(), name: z.string() });
export const LanguageList = z.array(Language);

export const PageViewQuery = z.object({
  dl: z.string().max(2048).describe('page location'),
  av: z.string().max(32).optional().describe('app version'),
  hl: Hl.optional(),
  id: z.string().max(64).optional().describe('logid'),
  eid: z.string().max(32).optional(),
  aeid: ExamId.optional(),
});

export const Exam = z.object({
  id: z.number().int(), slug: z.string(), category: z.string(), questionCount: z.number().int(), minutes: z.string(),
  /** isOpenSecondPhase (SPEC §3/§4). */
  secondPhase: z.boolean(),
});
export type Exam = z.infer<typeof Exam>;
export const Category = z.object({ id: z.string(), exams: z.array(Exam) });
export const CategoryList = z.array(Category);
