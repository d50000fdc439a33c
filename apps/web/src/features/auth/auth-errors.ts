import { ApiError, NetworkError, NO_CONNECTION_MESSAGE } from "@/lib/api-client.ts";
import { toast } from "@/lib/notify.ts";

/** The spec's "Connection Error" toast when the server cannot be reached; true when it was that. */
export function toastConnectionError(error: unknown): boolean {
  if (!(error instanceof NetworkError)) return false;
  toast.error("Connection Error", { description: NO_CONNECTION_MESSAGE });
  return true;
}

export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

/** A sentence for a person, whatever went wrong. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return "Something went wrong. Please try again.";
}
