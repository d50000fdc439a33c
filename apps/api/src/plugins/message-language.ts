import { type Language, requestLanguage } from "@marketplace/shared/languages";
import { translateMessage } from "@marketplace/shared/server-messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** The language a request asked for: the `lang` cookie, else `Accept-Language`, else English (decision 0028). */
export function languageOf(request: FastifyRequest): Language {
  return requestLanguage({
    cookie: request.headers.cookie,
    acceptLanguage: request.headers["accept-language"],
  });
}

interface Answer {
  message?: unknown;
  errors?: unknown;
}

/**
 * An answer's words for people (`message`, each `errors[].message`) in the request's language. The
 * code writes English; this is the one place they are translated (issue 16), with the catalog of
 * `@marketplace/shared/server-messages`. Without a request for Urdu the answer is left as it is.
 */
export function translateAnswer<T>(answer: T, language: Language): T {
  if (language === "en" || answer === null || typeof answer !== "object" || Array.isArray(answer)) {
    return answer;
  }
  const { message, errors } = answer as Answer;
  const translated: Answer = { ...answer };
  if (typeof message === "string") translated.message = translateMessage(message, language);
  if (Array.isArray(errors)) {
    translated.errors = errors.map((error: unknown) =>
      error !== null && typeof error === "object" && typeof (error as Answer).message === "string"
        ? { ...error, message: translateMessage((error as { message: string }).message, language) }
        : error,
    );
  }
  return translated as T;
}

/**
 * Says that an answer's words follow the request's language, for caches: the cookie and
 * Accept-Language, as for the rendered pages. Kept with the fields already named (CORS's Origin).
 */
export function varyByLanguage(reply: FastifyReply): void {
  const present = String(reply.getHeader("vary") ?? "")
    .split(",")
    .map((field) => field.trim())
    .filter((field) => field !== "");
  const missing = ["Cookie", "Accept-Language"].filter(
    (field) => !present.some((p) => p.toLowerCase() === field.toLowerCase()),
  );
  if (missing.length > 0) reply.header("vary", [...present, ...missing].join(", "));
}

/**
 * Every JSON answer with words for people leaves in the request's language. Successful public reads
 * (`cache: "public"`, decision 0023) are left alone: their `message` ("Products retrieved
 * successfully") is shown to nobody, and one copy per address keeps them cacheable by everyone.
 * The answers translated say `Vary: Cookie, Accept-Language`, in English too, so a cache keeps each
 * language's copy apart.
 */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook("preSerialization", async (request, reply, payload: unknown) => {
    if (payload === null || typeof payload !== "object") return payload;
    const { message, errors } = payload as Answer;
    if (typeof message !== "string" && !Array.isArray(errors)) return payload;
    const publicRead = request.routeOptions.config?.cache === "public" && reply.statusCode < 300;
    if (publicRead) return payload;
    varyByLanguage(reply);
    return translateAnswer(payload, languageOf(request));
  });
}
