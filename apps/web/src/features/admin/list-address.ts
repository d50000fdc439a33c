/**
 * The console's lists keep their view in the address (`?status=open&page=2`), so reloads, links and
 * Back show the same rows: reading it back, and writing the address of another view.
 */

/** `key`'s value when it is one of `choices`, else `fallback` (a hand-edited or old address). */
export function readChoice<T extends string>(
  params: URLSearchParams,
  key: string,
  choices: readonly T[],
  fallback: T,
): T {
  const value = params.get(key);
  return choices.find((choice) => choice === value) ?? fallback;
}

/** The `page` of the address: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The address of `pathname` with `changes` applied to `params`: an empty or undefined value removes
 * its key, and any change other than the page itself starts again at page 1.
 */
export function listHref(
  pathname: string,
  params: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): string {
  const next = new URLSearchParams(params);
  if (!("page" in changes)) next.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}
