import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { clientDataErrorMessage, loggableError } from "../lib/db-errors.ts";
import { type FieldError, HttpError } from "../lib/http-error.ts";

/** Fastify's own codes for problems with what the client sent, mapped to a status and a sentence. */
const clientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "The request body is empty; JSON was expected." },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "The request is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "This content type is not supported; send JSON." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "The Content-Length header is wrong." },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: "The file is too large." },
};

function fieldName(path: string): string {
  return path.replace(/^\//, "").replaceAll("/", ".") || "body";
}

/** Every error leaves as the contract's shape: { success:false, message, errors? }, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath ?? ""),
        message: issue.message ?? "Invalid value",
      }));
      const first = errors[0];
      const message = errors.length === 1 && first ? first.message : "Some fields are not valid.";
      return reply.code(400).send({ success: false, message, errors });
    }
    if (error instanceof HttpError) {
      if (error.more.headers) reply.headers(error.more.headers);
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.more.body,
      });
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return reply.code(known.status).send({ success: false, message: known.message });
    if (error instanceof SyntaxError) {
      return reply.code(400).send({ success: false, message: "The request body is not valid JSON." });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, message: error.message });
    }
    const dataProblem = clientDataErrorMessage(error);
    if (dataProblem) {
      request.log.warn(
        { err: loggableError(error), reqId: request.id },
        "a value the schemas let through was refused by the database",
      );
      return reply.code(400).send({ success: false, message: dataProblem });
    }
    request.log.error({ err: loggableError(error), reqId: request.id }, "request failed");
    return reply
      .code(500)
      .send({ success: false, message: "Something went wrong on our side. Please try again." });
  });
}
