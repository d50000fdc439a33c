import { answer } from "@/test/api-handlers.ts";
import { api } from "./api-endpoints.ts";

/**
 * Never run, only typechecked (`npm run typecheck`): it proves the web's client and its test
 * handlers take their routes from the shared table. Each `@ts-expect-error` fails the typecheck the
 * day its line would compile.
 */
export function routesTheTableRefuses() {
  // @ts-expect-error a route the shared table (packages/shared/src/api-routes) does not declare
  void api("GET /api/not-in-the-table");
  // @ts-expect-error a body the contract does not take
  void api("POST /api/contact", { body: { nothing: "here" } });
  // @ts-expect-error a test answering a route the table does not declare
  answer("GET /api/not-in-the-table", { success: true });
  // @ts-expect-error a test answering a shape the contract does not allow
  answer("GET /api/site", { success: true });
}
