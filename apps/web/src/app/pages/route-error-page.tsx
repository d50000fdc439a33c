import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import messages from "@/i18n/catalogs/en/common.json";
import { useT } from "@/i18n/use-t.ts";
import { NetworkError } from "@/lib/api-client.ts";
import NotFoundPage from "./not-found-page.tsx";

/** The server (whose Node `navigator` has no `onLine`) renders as online. */
const browserOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * Whether the page failed because its code could not be fetched: the browser is offline, or loading
 * a page's chunk failed (browsers word that differently; all name the import or the fetch).
 */
export function isConnectionFailure(error: unknown, online = browserOnline()): boolean {
  if (!online || error instanceof NetworkError) return true;
  const message = error instanceof Error ? error.message : "";
  return /dynamically imported module|module script failed|failed to fetch|error loading dynamically|networkerror/i.test(
    message,
  );
}

/**
 * Shown when a page fails to load or render, e.g. its code chunk could not be fetched. Without a
 * connection it says so and loads the page again by itself once the browser is back online.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // The server answers a missing product, store, category or address with a 404 route error.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <PageFailed error={error} />;
}

function PageFailed({ error }: { error: unknown }) {
  const { t } = useT(messages);
  const offline = isConnectionFailure(error);

  useEffect(() => {
    if (!offline) return;
    const reload = () => window.location.reload();
    window.addEventListener("online", reload);
    return () => window.removeEventListener("online", reload);
  }, [offline]);

  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <>
      <PageHead
        title={t(offline ? "common.routeError.offlineTitle" : "common.routeError.failedTitle")}
        noindex
      />
      <ErrorState
        title={offline ? t("common.routeError.offlineTitle") : undefined}
        message={offline ? t("common.routeError.offlineText") : (detail ?? t("common.routeError.failedText"))}
        onRetry={() => window.location.reload()}
      />
    </>
  );
}
