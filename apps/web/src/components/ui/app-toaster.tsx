import { lazy, Suspense, useEffect, useState } from "react";
import { loadSonner, whenSonnerLoads } from "@/lib/notify.ts";
import { whenIdle } from "@/lib/when-idle.ts";

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/**
 * The app's toasts (one at a time, as the spec says). Sonner is fetched when the browser is first
 * idle or for the first message, whichever comes first; until then nothing is rendered, on the
 * server as in the browser, so hydration is not held up and the page does not move (the toasts float).
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const stopWaiting = whenSonnerLoads(() => setWanted(true));
    const cancelIdle = whenIdle(() => void loadSonner());
    return () => {
      stopWaiting();
      cancelIdle();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" visibleToasts={1} richColors closeButton />
    </Suspense>
  );
}
