import type { FieldError } from "@marketplace/shared/api-answers";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@marketplace/shared/languages";
import messages from "@/i18n/catalogs/en/common.json";
import { englishMessage, pageMessage } from "@/i18n/i18n.ts";

/** A field the server refused and why: forms show it under that field. */
export type { FieldError };

/**
 * The client's own words, in the page's language (the server words its own messages, decision 0028).
 * The English of each, for tests: `NO_CONNECTION_MESSAGE` and the rest.
 */
/** The request never reached Hunarmand (offline, server down). Said of saves too, which do not retry. */
export const noConnectionMessage = () => pageMessage(messages, "common.errors.noConnection");
/** The same, where the shopper has a cart waiting: nothing in it is lost. */
export const noConnectionCartMessage = () => pageMessage(messages, "common.errors.noConnectionCart");
/** A 5xx without a message of its own (a proxy's error page): the server, not the shopper, is at fault. */
export const serverTroubleMessage = () => pageMessage(messages, "common.errors.serverTrouble");
/** When nothing better can be said. */
export const somethingWrongMessage = () => pageMessage(messages, "common.errors.somethingWrong");
export const NO_CONNECTION_MESSAGE = englishMessage(messages, "common.errors.noConnection");
export const NO_CONNECTION_CART_MESSAGE = englishMessage(messages, "common.errors.noConnectionCart");
export const SERVER_TROUBLE_MESSAGE = englishMessage(messages, "common.errors.serverTrouble");

/** The server answered with an error status: its status code, its `message` and any per-field `errors`. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    /** The whole answer, for the few that carry more than a message (a checkout's new totals). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** The message the server gave for one field, for showing it under that input. */
  fieldError(field: string): string | undefined {
    return this.errors.find((error) => error.field === field)?.message;
  }
}

/** The request never got an answer: offline, server down, connection refused. */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
  constructor(options?: { cause?: unknown }) {
    super(noConnectionMessage(), options);
  }
}

/**
 * A failure that may pass by itself: no answer at all, or the server's own fault (5xx). Worth trying
 * again; a 4xx (not found, forbidden, bad input) will be the same on a retry.
 */
export function isTemporaryFailure(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/** The message for an error answer that brought none of its own. */
export function fallbackErrorMessage(status: number): string {
  return status >= 500
    ? serverTroubleMessage()
    : pageMessage(messages, "common.errors.requestFailed", { status });
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The language the page is shown in (`<html lang>`, which the language switch keeps current), so the
 * API answers its messages in it (decision 0028); English where there is no page (a server render).
 */
export function pageLanguage(): Language {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

interface ErrorBody extends Record<string, unknown> {
  message?: unknown;
  errors?: unknown;
}

/**
 * Calls the API with JSON in and out. `path` is the contract's path, e.g. `/api/products?page=2`.
 * Features call it through `api()` (api-endpoints.ts), which builds the path and types the answer.
 * Throws `ApiError` for a non-OK answer, `NetworkError` when no answer came, and lets an abort
 * (the `signal`) through unchanged so query libraries can tell cancellation apart.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!path.startsWith("/api/")) throw new TypeError(`API paths start with /api/ (got "${path}").`);
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": pageLanguage(),
    ...options.headers,
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      headers,
      // Public reads may be kept for a while (decision 0023); the browser asks again each time, a
      // cheap 304 when nothing changed, so an edit or an order shows in the very next read.
      cache: "no-cache",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError({ cause: error });
  }

  const data = await readJson(response);
  if (!response.ok) throw apiErrorOf(response.status, data);
  if (data === undefined) {
    throw new ApiError(response.status, "The server sent an answer that is not JSON.");
  }
  return data as T;
}

/** The error of a non-OK answer: the server's message and per-field errors, read from its JSON body. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  return apiErrorOf(response.status, await readJson(response));
}

/** The error of a non-OK answer from its status and parsed body. */
export function apiErrorOf(status: number, data: unknown): ApiError {
  const body: ErrorBody = isObject(data) ? data : {};
  const message =
    typeof body.message === "string" && body.message ? body.message : fallbackErrorMessage(status);
  return new ApiError(status, message, Array.isArray(body.errors) ? body.errors : [], body);
}

/** The parsed body; `null` for an empty body, `undefined` when it is not JSON (e.g. a proxy's HTML page). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
