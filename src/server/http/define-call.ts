import type { z } from 'zod';
import { ErrorEnvelope, okEnvelope } from '../../contract/envelope.ts';

const error = (description: string) => ({ description, content: { 'application/json': { schema: ErrorEnvelope } } });

/** The responses every call declares: the success envelope around `data`, and the error envelope. */
export const responses = <D extends z.ZodType>(data: D) => ({
  200: { description: 'Success', content: { 'application/json': { schema: okEnvelope(data) } } },
  400: error('Invalid input'),
  404: error('Not found'),
  409: error('Conflict with the current state'),
});

/** A required JSON request body. */
export const jsonBody = <B extends z.ZodType>(schema: B) => ({ required: true, content: { 'application/json': { schema } } });
