import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { clientDataErrorMessage, loggableError } from "../lib/db-errors.ts";
import { type FieldError, HttpError } from "../lib/http-error.ts";
import { languageOf, translateAnswer, varyByLanguage } from "./message-language.ts";

/** Fastify's own codes for problems with what the client sent, mapped to a status and a sentence. */
const clientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON." },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "The request is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "This content type is not supported; send JSON." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "The Content-Length header is wrong." },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: "The file is too large." },
  FST_ERR_BAD_URL: { status: 400, message: "The address is not valid: it has a broken %-escape." },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: "The address is too long." },
};

/**
 * Fastify's `frameworkErrors`: a URL its router cannot read never reaches the error handler, and
 * would otherwise be answered in Fastify's own shape. Nor does it reach the hooks, so it is answered
 * in the request's language here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = clientErrors[error.code] ?? { status: 400, message: "The request is not valid." };
  varyByLanguage(reply);
  return reply
    .code(known.status)
    .send(translateAnswer({ success: false, message: known.message }, languageOf(request)));
}

function fieldName(path: string): string {
  return path.replace(/^\//, "").replaceAll("/", ".") || "body";
}

/** What Node's HTTP parser refuses before Fastify sees a request (anything else is a 400). */
const connectionErrors: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request's headers or address are too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive." },
};

/**
 * Fastify's `clientErrorHandler`, as its default (answer, then close the connection) but in the
 * contract's shape, and saying `Connection: close` so that a client does not send its next request
 * on the closed connection.
 */
export function answerConnectionError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, message } = connectionErrors[error.code ?? ""] ?? {
    status: 400,
    message: "The request is not well-formed HTTP.",
  };
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
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
