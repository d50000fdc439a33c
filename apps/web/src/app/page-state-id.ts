/** The id of the JSON block a server-rendered page carries its state in (see page-state.ts). */
export const PAGE_STATE_ID = "page-state";
