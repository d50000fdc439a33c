import type { LedgerQuery } from "@marketplace/shared/ledger-contracts";
import { apiErrorFrom, NetworkError, pageLanguage } from "./api-client.ts";
import { endpointUrl } from "./api-endpoints.ts";

/**
 * The API's file downloads: routes that answer a file rather than JSON, so they are not in the
 * endpoint map (decision 0014), with the params and query each takes. Errors come back as JSON like
 * every other answer and are thrown the same way (`ApiError`, `NetworkError`).
 */
interface Downloads {
  "GET /api/seller/stores/:storeId/ledger.csv": { params: { storeId: string }; query: LedgerQuery };
  /** Everything the shop holds about the signed-in customer or seller, as a ZIP (issue 36). */
  "GET /api/account/export": { params: Record<string, never>; query: Record<string, never> };
  /** An approved payout run's bulk-transfer file for the bank (issue 30). */
  "GET /api/admin/payout-runs/:id/bank-file.csv": { params: { id: string }; query: Record<string, never> };
}

export type Download = keyof Downloads;

interface DownloadOptions<D extends Download> {
  params: Downloads[D]["params"];
  query?: Downloads[D]["query"];
  token: string | null;
  signal?: AbortSignal;
}

/** A downloaded file: its contents and the name the server suggests (`Content-Disposition`), if any. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

export async function downloadFile<D extends Download>(
  download: D,
  { params, query = {}, token, signal }: DownloadOptions<D>,
): Promise<DownloadedFile> {
  // The server words its refusals in the page's language (decision 0028).
  const headers: Record<string, string> = { "Accept-Language": pageLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(endpointUrl(download, params, query), { headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError({ cause: error });
  }
  if (!response.ok) throw await apiErrorFrom(response);
  return { blob: await response.blob(), filename: filenameOf(response.headers.get("Content-Disposition")) };
}

/** `attachment; filename="ledger.csv"` → `ledger.csv`. */
function filenameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1]?.trim() || null;
}
