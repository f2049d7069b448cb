import { z } from 'zod';
import { Email, Hl, OrderNumber } from './common.ts';
import { TypeReportContent } from '../content/report-content.schema.ts';

export const Dimension = z.enum(['EI', 'SN', 'TF', 'JP']);
export type Dimension = z.infer<typeof Dimension>;
export const Clarity = z.enum(['slight', 'moderate', 'clear', 'very_clear']);
export type Clarity = z.infer<typeof Clarity>;

export const DimensionScore = z.object({
  dimension: Dimension,
  /** The preferred pole letter, e.g. "E". */
  pole: z.string().length(1),
  /** Share of the preference for that pole, 50–100. */
  percent: z.number().int().min(50).max(100),
  /** Raw balance, -1 (second pole) … +1 (first pole). */
  balance: z.number(),
  clarity: Clarity,
});
export type DimensionScore = z.infer<typeof DimensionScore>;
export const TestResult = z.object({ typeCode: z.string().length(4), dimensions: z.array(DimensionScore).length(4) });
export type TestResult = z.infer<typeof TestResult>;

export const ReportQuery = z.object({ hl: Hl.optional() });
export const Report = z.object({
  orderNumber: z.string(),
  examOrderNumber: z.string(),
  email: z.string().nullable(),
  /** First name from the info form, when the buyer gave one. */
  firstName: z.string().nullable(),
  paidAt: z.string().nullable(),
  result: TestResult,
  content: TypeReportContent,
});
export type Report = z.infer<typeof Report>;

export const PdfRequest = z.object({ orderNumber: OrderNumber, hl: Hl.optional() });
export const RetrieveRequest = z.object({ email: Email, hl: Hl.optional() });
export const RetrieveResult = z.object({ sent: z.number().int() });

export const Presenters = z.object({
  typeCode: z.string(),
  title: z.string(),
  tagline: z.string(),
  description: z.string(),
  people: z.array(z.object({ name: z.string(), note: z.string() })),
});
export type Presenters = z.infer<typeof Presenters>;
/** Recent results, anonymous: a type and how long ago, nothing else. */
export const LatestResults = z.array(z.object({ typeCode: z.string(), minutesAgo: z.number().int() }));
export type LatestResults = z.infer<typeof LatestResults>;
