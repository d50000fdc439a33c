import type messages from "@/i18n/catalogs/en/auth.json";
import { ApiError, NetworkError, somethingWrongMessage } from "@/lib/api-client.ts";
import { toast } from "@/lib/notify.ts";

/** Translates a key of the auth catalog: `useT(messages).t`. */
export type AuthT = (key: keyof typeof messages & string, values?: Record<string, string | number>) => string;

/** The spec's "Connection Error" toast when the server cannot be reached; true when it was that. */
export function toastConnectionError(error: unknown, t: AuthT): boolean {
  if (!(error instanceof NetworkError)) return false;
  toast.error(t("auth.errors.connectionTitle"), { description: t("auth.errors.noConnection") });
  return true;
}

export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

/** A sentence for a person, whatever went wrong. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return somethingWrongMessage();
}
