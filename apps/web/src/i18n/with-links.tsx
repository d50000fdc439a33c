import { Fragment, type ReactNode } from "react";

/**
 * A translated sentence with links (or other markup) inside it, placed where each language puts
 * them. `translate` is given each part's name in braces as the placeholder's value, so the message
 * comes back with the markers in place; they are then swapped for the parts:
 *
 *   withLinks((values) => t("auth.signup.agreement", values), { terms: <Link …/>, privacy: <Link …/> })
 *
 * "I agree to the {terms} and the {privacy}." / "میں {terms} اور {privacy} سے متفق ہوں۔"
 */
export function withLinks(
  translate: (values: Record<string, string>) => string,
  parts: Record<string, ReactNode>,
): ReactNode[] {
  const markers = Object.fromEntries(Object.keys(parts).map((name) => [name, `{${name}}`]));
  // split() with a capturing group puts each marker's name at the odd indexes.
  return translate(markers)
    .split(/\{(\w+)\}/)
    .map((piece, index) => {
      if (index % 2 === 0) return piece;
      return piece in parts ? <Fragment key={`${piece}-${index}`}>{parts[piece]}</Fragment> : `{${piece}}`;
    });
}
