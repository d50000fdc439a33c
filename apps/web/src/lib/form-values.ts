/**
 * Turning what a form's inputs hold (text) into what the API takes, for forms checked by a shared
 * contract after the turn: an empty field is null, anything not a number or a date stays as typed
 * so that the contract refuses it by name.
 */

/** A typed number, or null for an empty field (NaN, which the contract refuses, for what is not one). */
export const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/** A `datetime-local` value is the typist's own time: sent as an instant; null when left empty. */
export function instantOrNull(text: string): string | null {
  if (text === "") return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : at.toISOString();
}
