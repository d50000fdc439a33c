import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { usePageTitle } from "@/lib/use-page-title.ts";

/** Shown when a page fails to load or render, e.g. its code chunk is gone after a new release. */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle("Something went wrong");
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <ErrorState
      message={detail ?? "This page could not be shown. Reloading usually fixes it."}
      onRetry={() => window.location.reload()}
    />
  );
}
