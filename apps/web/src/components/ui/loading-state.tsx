import { Spinner } from "./spinner.tsx";

/**
 * A page (or a page's main part) waiting for its data. It holds a screen's height, so the footer
 * waits below the fold instead of showing under the spinner and jumping down when the content
 * arrives (the layout shift Lighthouse counts); the spinner stays near the top, where it is seen.
 */
export function LoadingState({ label = "Loading..." }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-svh flex-col items-center justify-start gap-3 px-4 py-20 text-stone-600"
    >
      <Spinner className="h-8 w-8 text-brand-700" />
      <p>{label}</p>
    </div>
  );
}
