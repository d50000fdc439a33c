import { useEffect } from "react";

export const SITE_NAME = "Hunarmand";

/** Sets the browser tab's title for the current page. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME}: handmade goods from women artisans`;
  }, [title]);
}
