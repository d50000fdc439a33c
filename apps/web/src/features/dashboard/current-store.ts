import { STORAGE_KEYS } from "@/lib/session/session-storage.ts";

/**
 * Which store the dashboard shows (spec section 4): the id handed over in navigation state, else the
 * one remembered for this browser tab, else the seller's first store. Only ids of the seller's own
 * stores count, so a stale id from another seller never shows; there is no hard-coded fallback.
 */
export function chooseStoreId(
  candidates: { fromNavigation?: string | null; remembered?: string | null },
  ownStoreIds: readonly string[],
): string | null {
  for (const id of [candidates.fromNavigation, candidates.remembered]) {
    if (id && ownStoreIds.includes(id)) return id;
  }
  return ownStoreIds[0] ?? null;
}

export function rememberedStoreId(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.currentStoreId);
  } catch {
    return null;
  }
}

export function rememberStoreId(storeId: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.currentStoreId, storeId);
  } catch {
    // Storage can be unavailable (private mode quota); the choice then lasts only for this page.
  }
}
