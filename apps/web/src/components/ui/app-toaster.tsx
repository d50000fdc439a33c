import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstInteraction } from "@/lib/first-interaction.ts";
import { loadSonner, whenSonnerLoads } from "@/lib/notify.ts";

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
      <Toaster position="top-center" visibleToasts={1} richColors closeButton />
    </Suspense>
  );
}
