/**
 * The Verified badge's check alone, for a product card at 360 px (issue 34, item 5), named "Verified
 * maker" by the card (its words come from the catalog the card already has); beside the word, a
 * picture only (no name). A drawn character, not an icon: cards are on the home page, whose first
 * load is at its budget. Drawn by CSS, so the store's name copied or read as text stays the name alone.
 */
export function VerifiedMark({ label }: { label?: string }) {
  return (
    <span
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className="inline-grid h-3.5 w-3.5 shrink-0 place-items-center rounded-full bg-emerald-700 text-[0.6rem] leading-none font-bold text-white after:content-['✓']"
    />
  );
}
