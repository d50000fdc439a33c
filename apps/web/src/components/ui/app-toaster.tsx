import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstInteraction } from "@/lib/first-interaction.ts";
import { loadSonner, whenSonnerLoads } from "@/lib/notify.ts";

/** The site's and the console's sticky headers are 64 px (h-16) with a 1 px border. */
const HEADER_CLEARANCE_PX = 73;

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/**
 * The app's toasts (one at a time, as the spec says). Sonner is fetched on the visitor's first
 * interaction with the page or for the first message, whichever comes first; until then nothing is rendered, on the
 * server as in the browser, so hydration is not held up and the page does not move (the toasts float).
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const stopWaiting = whenSonnerLoads(() => setWanted(true));
    const cancelPreload = onFirstInteraction(() => void loadSonner());
    return () => {
      stopWaiting();
      cancelPreload();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the 64 px sticky header, never over it: its menu, cart and bell stay in reach. */}
      <Toaster
        position="top-center"
        offset={{ top: HEADER_CLEARANCE_PX }}
        mobileOffset={{ top: HEADER_CLEARANCE_PX }}
        visibleToasts={1}
        richColors
        closeButton
      />
    </Suspense>
  );
}
