import "./styles.css";
import { PAGE_STATE_ID } from "./app/page-state-id.ts";

/**
 * The page's first script, and its only one before the first paint. A server-rendered page is
 * painted before the app's code is fetched: on a slow phone connection the stylesheet and the
 * page's pictures get the bandwidth first, and the page is readable (its links work without
 * JavaScript) while the code that makes its buttons work arrives. A page the browser renders itself
 * has nothing to paint yet, so its code is fetched at once.
 */
function startApp(): void {
  void import("./entry-client.tsx");
}

// A page's first number and date formats are slow to set up: a worker does that on another thread
// while the page paints and its code downloads (intl-warm-up.worker.ts). Started first, so its few
// bytes are not queued behind the app's code. A browser without module workers formats as before.
try {
  new Worker(new URL("./intl-warm-up.worker.ts", import.meta.url), { type: "module" });
} catch {}

if (document.getElementById(PAGE_STATE_ID)) {
  // The callback of the frame after the next one runs once the browser has painted. A tab opened in
  // the background paints no frames: its app starts when the visitor looks at it.
  requestAnimationFrame(() => requestAnimationFrame(startApp));
} else {
  startApp();
}

// The seller's installable app (issue 32): its worker is registered from her pages only, after the
// page has loaded, so shopper pages fetch none of its code.
if (/^\/(dashboard(\/|$)|seller\/)/i.test(location.pathname)) {
  addEventListener("load", () => {
    void import("./pwa/register-service-worker.ts").then((pwa) => pwa.registerServiceWorker());
  });
}
