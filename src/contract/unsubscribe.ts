import { z } from 'zod';
import { Email, Hl } from './common.ts';

export const UnsubscribeRequest = z.object({ email: Email, hl: Hl.optional() });
export const UnsubscribeCheck = z.object({ subscriptions: z.number().int() });
export const UnsubscribeResult = z.object({ canceled: z.number().int() });
