import { CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from "@marketplace/shared/text-rules";
import type { FastifyInstance } from "fastify";
import { badRequest } from "../lib/http-error.ts";

/** Deeper than any body this API takes; a hostile body nested further is refused, not walked. */
const MAX_DEPTH = 32;

/** The first field (dotted path) whose text breaks the rule, or "" for a body nested too deep. */
function findBadText(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === "string") return hasControlCharacters(value) ? path || "body" : undefined;
  if (value === null || typeof value !== "object") return undefined;
  if (depth > MAX_DEPTH) return "";
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key)) return innerPath;
    const found = findBadText(inner, innerPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Applies the shared text rule to every route's query, path parameters and JSON body before its
 * schema runs, so no route can forget it and no NUL reaches the database.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const value of [request.query, request.params, request.body]) {
      const field = findBadText(value, "", 0);
      if (field === "") throw badRequest("The request is nested too deeply.");
      if (field !== undefined) {
        // Named as the schemas name fields: `search` for a query, `shippingAddress.city` in a body.
        throw badRequest(CONTROL_CHARACTER_MESSAGE, [{ field, message: CONTROL_CHARACTER_MESSAGE }]);
      }
    }
  });
}
