export interface FieldError {
  field: string;
  message: string;
}

/** The server answered with an error: its status, its message and any per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The request never reached the server (offline, refused, aborted by the network). */
export class NetworkError extends Error {
  constructor() {
    super("Unable to connect to the server. Please try again.");
    this.name = "NetworkError";
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type UnauthorizedListener = (token: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Sessions subscribe here: a 401 on a call made with their token signs them out. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The one way the app talks to the API: JSON in and out, typed errors. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError();
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(response.status, `The server sent an unexpected answer (HTTP ${response.status}).`);
  }
  if (!response.ok) {
    const body = (data ?? {}) as { message?: string; errors?: FieldError[] };
    if (response.status === 401 && options.token) {
      for (const listener of unauthorizedListeners) listener(options.token);
    }
    throw new ApiError(
      response.status,
      body.message ?? `Request failed with status ${response.status}.`,
      body.errors,
    );
  }
  return data as T;
}

/** A message fit for a person, whatever went wrong. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return fallback;
}
