/**
 * The sizes every uploaded image is re-encoded to: the API makes them, the web names them in
 * `srcset` so a browser picks the smaller file when it is sharp enough.
 */
/** The full image fits inside this square (never enlarged), keeping its shape. */
export const FULL_IMAGE_MAX_PX = 1600;
/** The thumbnail is this square, cropped to fill it. */
export const THUMB_IMAGE_PX = 400;
