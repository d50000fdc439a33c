import { clear, createStore, del, entries, get, set, type UseStore } from "idb-keyval";

/**
 * What the seller's app keeps on the phone between visits (issue 32, decision 0049): her product
 * drafts and the orders and products she last saw. IndexedDB, through idb-keyval, one database of
 * its own; every key starts with the account's id, so one account never reads another's, and
 * signing out forgets all of it (the service worker's cache holds no account's answers at all).
 */
let store: UseStore | undefined;
const kept = (): UseStore => {
  store ??= createStore("hunarmand-kept", "kept");
  return store;
};

const keyOf = (accountId: string, name: string) => `${accountId}/${name}`;

/** Whether this browser can keep anything (not on the server's render, nor in a private window that refuses). */
export const canKeep = (): boolean => typeof indexedDB !== "undefined";

export async function keep(accountId: string, name: string, value: unknown): Promise<void> {
  if (!accountId || !canKeep()) return;
  await set(keyOf(accountId, name), value, kept());
}

export async function readKept<T>(accountId: string, name: string): Promise<T | undefined> {
  if (!accountId || !canKeep()) return undefined;
  return get<T>(keyOf(accountId, name), kept());
}

export async function forget(accountId: string, name: string): Promise<void> {
  if (!accountId || !canKeep()) return;
  await del(keyOf(accountId, name), kept());
}

/** Every value the account keeps under a name starting with `prefix`, with its name. */
export async function readAllKept<T>(
  accountId: string,
  prefix: string,
): Promise<{ name: string; value: T }[]> {
  if (!accountId || !canKeep()) return [];
  const start = keyOf(accountId, prefix);
  const all = await entries<string, T>(kept());
  return all
    .filter(([key]) => typeof key === "string" && key.startsWith(start))
    .map(([key, value]) => ({ name: key.slice(accountId.length + 1), value }));
}

/** Signing out: nothing of any account is left on the phone for the next person who holds it. */
export async function forgetEverything(): Promise<void> {
  if (!canKeep()) return;
  await clear(kept());
}
