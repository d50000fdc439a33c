import { ErrorAnswer } from "@marketplace/shared/api-answers";

/**
 * The error statuses a route may answer, each with the one error envelope (API-CONTRACT
 * "Conventions"): `response: { 200: ProductAnswer, ...errorAnswers(400, 401, 403, 404) }`.
 */
export function errorAnswers<const S extends number>(...statuses: S[]): Record<S, typeof ErrorAnswer> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorAnswer])) as Record<S, typeof ErrorAnswer>;
}
