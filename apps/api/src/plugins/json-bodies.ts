import type { FastifyInstance } from "fastify";

/**
 * JSON bodies are read by Fastify's own parser (with its guard against `__proto__` poisoning), except
 * that an empty body is no body: older clients send `Content-Type: application/json` on every request,
 * a DELETE included, and Fastify's default answers those 400 "the body is empty". A route that needs a
 * body still refuses one that is absent, through its schema, with its field errors.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) return done(null, undefined);
    return parseJson(request, text, done);
  });
}
