import { type ReactNode, Suspense } from "react";

/**
 * A part of a server-rendered page that React hydrates in a step of its own, after the page around
 * it, instead of in one long task with everything else: each such part is a Suspense boundary,
 * which React hydrates separately, and first the one a person touches (selective hydration). A
 * slow phone's main thread is then never held for the whole page at once.
 *
 * Nothing inside may suspend (public pages render whole on the server; see entry-server.tsx), so
 * the empty fallback is never shown.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
