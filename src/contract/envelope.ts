import { z } from 'zod';

/** Every API answer: `{result: 200, data}` on success, `{result: <status>, msg}` otherwise. */
export const ErrorEnvelope = z.object({ result: z.number().int(), msg: z.string() });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ result: z.literal(200), data });
export type OkEnvelope<T> = { result: 200; data: T };
