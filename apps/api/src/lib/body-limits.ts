/**
 * How large a request body may be. Most calls carry a form's worth of JSON, and an anonymous
 * client must not make the server hold megabytes per request; only the calls that take images
 * (product and store saves with data URLs, and the upload itself) allow more.
 */
export const FORM_BODY_BYTES = 64 * 1024;

/** Several 5 MB images as data URLs, with base64's overhead. */
export const IMAGE_BODY_BYTES = 40 * 1024 * 1024;
