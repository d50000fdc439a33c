import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One log line per request, written when its answer has gone: method, address, status and time
 * together. Fastify's own two (one on arrival, one on completion) doubled the log and its cost:
 * each line is serialized and passed through the redaction, a few per cent of answering a kept
 * product page (issue 15's bench).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
