import { useEffect } from "react";

export const SITE_NAME = "Hunarmand";

/** Sets the browser tab's title: "<title> · Hunarmand", or the site's own title when none is given. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME}: handmade goods from women artisans`;
  }, [title]);
}
