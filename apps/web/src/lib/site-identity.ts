/** How the marketplace names and describes itself in tab titles, link previews and structured data. */
export const SITE_NAME = "Hunarmand";

/** The home page's title, and the tab's while a page has none of its own. */
export const HOME_TITLE = `${SITE_NAME}: handmade goods from women artisans`;

export const SITE_DESCRIPTION =
  "Hunarmand: handmade, traditional and locally crafted goods from women-run stores across Pakistan.";
