export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./media.ts";
export * from "./moderation.ts";
export * from "./money.ts";
export * from "./orders.ts";
export * from "./pages.ts";
export * from "./stores.ts";
