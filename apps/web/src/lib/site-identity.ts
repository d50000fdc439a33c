/** How the marketplace names and describes itself in tab titles, link previews and structured data. */
export const SITE_NAME = "Hunarmand";

export const SITE_DESCRIPTION =
  "Hunarmand: handmade, traditional and locally crafted goods from women-run stores across Pakistan.";
