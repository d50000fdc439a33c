/**
 * One rule for every text a client sends: no control characters except tab, line feed and carriage
 * return. PostgreSQL text cannot hold NUL at all, and the others only ever arrive by mistake or
 * malice. The API refuses them everywhere with this message; forms can check with the same function.
 */
export const CONTROL_CHARACTER_MESSAGE = "Text cannot contain control characters such as NUL.";

export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const allowedWhitespace = code === 9 || code === 10 || code === 13;
    if ((code < 32 && !allowedWhitespace) || code === 127) return true;
  }
  return false;
}
