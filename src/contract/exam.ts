import { z } from 'zod';
import { Email, ExamId, Hl, LandingCode, OrderNumber, ThemeName, TrackingQuery } from './common.ts';

export const Question = z.object({ id: z.string(), part: z.number().int().min(1).max(3), text: z.string() });
export const QuestionList = z.object({
  examId: z.number().int(), scalePoints: z.number().int(), parts: z.number().int(), questions: z.array(Question),
});
export type QuestionList = z.infer<typeof QuestionList>;

export const AnswerValue = z.number().int().min(1).max(7);
export const Answers = z.record(z.string().regex(/^q\d{2,3}$/), AnswerValue);

/** POST /exam/order/info: submit a completed test; creates the order and scores it on the server. */
export const CreateOrder = z.object({
  appExamId: ExamId,
  submitKey: z.uuid('submitKey must be a UUID'),
  answers: Answers,
  hl: Hl,
  code: LandingCode,
  theme: ThemeName,
  query: TrackingQuery.default({}),
});
export type CreateOrder = z.infer<typeof CreateOrder>;

export const OrderStatus = z.enum(['created', 'paying', 'paid', 'failed']);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const OrderInfo = z.object({
  orderNumber: z.string(),
  examOrderNumber: z.string(),
  examId: z.number().int(),
  status: OrderStatus,
  email: z.string().nullable(),
  skuId: z.string().nullable(),
  typeCode: z.string(),
  code: z.string(),
  theme: z.string(),
  createdAt: z.string(),
});
export type OrderInfo = z.infer<typeof OrderInfo>;

export const UpdateOrderEmail = z.object({ orderNumber: OrderNumber, email: Email });
export const OrderNumberParam = z.object({ orderNumber: OrderNumber });

/** SPEC §2/§3 info form. Messages are codes the form translates (SPEC §5 names and date rules). */
export const InfoForm = z.object({
  firstName: z.string().trim().min(1, 'name_required').max(60),
  lastName: z.string().trim().min(1, 'name_required').max(60),
  birthYear: z.number().int('year_invalid').min(1900, 'year_invalid').max(new Date().getUTCFullYear() - 10, 'year_invalid'),
  gender: z.enum(['male', 'female'], 'gender_required'),
  country: z.string().regex(/^[A-Z]{2}$/, 'country_required'),
});
export type InfoForm = z.infer<typeof InfoForm>;
export const UpdateOrderProfile = InfoForm.extend({ orderNumber: OrderNumber });
