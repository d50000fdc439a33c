export interface FieldError {
  field: string;
  message: string;
}

/** An error a client can act on: its status and message are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** More for the answer: body fields (a changed checkout's totals), headers (Retry-After on a 429). */
    readonly more: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, message);
export const forbidden = (message = "You are not allowed to do that.") => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
