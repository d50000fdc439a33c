/**
 * "Size: M, Colour: Blue": a variant as people read it, in the product's option order (issue 18).
 * Without zod, so that public pages can show it without loading the contracts' schemas. The web
 * passes `label` to put the option names it knows ("Size") into the reader's language and `join`
 * for the reader's list (the Urdu comma).
 */
export function formatVariantOptions(
  options: Readonly<Record<string, string>>,
  label: (name: string) => string = (name) => name,
  join: (parts: string[]) => string = (parts) => parts.join(", "),
): string {
  return join(Object.entries(options).map(([name, value]) => `${label(name)}: ${value}`));
}
