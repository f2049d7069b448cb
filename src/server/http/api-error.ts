import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure the client caused or must know about; becomes `{result: status, msg}` with that HTTP status. */
export class ApiError extends Error {
  constructor(readonly status: ContentfulStatusCode, message: string) {
    super(message);
  }
}
export const notFound = (msg: string) => new ApiError(404, msg);
export const badRequest = (msg: string) => new ApiError(400, msg);
export const conflict = (msg: string) => new ApiError(409, msg);
