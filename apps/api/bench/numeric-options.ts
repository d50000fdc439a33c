/** Command-line numbers: a clear message (RangeError) for anything that is not one. */
export function positiveInteger(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`${flag} must be a whole number of at least 1 (got "${value}").`);
  return n;
}

export function positiveNumber(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0)
    throw new RangeError(`${flag} must be a number of at least 0 (got "${value}").`);
  return n;
}
