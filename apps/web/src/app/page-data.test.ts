import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { productQuery } from "@/features/catalog/api/products-api.ts";
import { PAGE_PATHS } from "@/lib/page-paths.ts";
import { on, refusal, refuse } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { allRoutes as routes } from "./all-routes.tsx";
import { withPageReaders } from "./page-data.ts";
import { createQueryClient } from "./query-client.ts";

function routeAt(tree: RouteObject[], path: string): RouteObject | undefined {
  for (const route of tree) {
    if (route.path === path) return route;
    const found = route.children && routeAt(route.children, path);
    if (found) return found;
  }
  return undefined;
}

describe("the server's page reads", () => {
  it("render a missing product's page only once every read has answered, so it says Not Found", async () => {
    const id = "0190f0e5-1111-7000-8000-000000000000";
    // The reviews answer at once, the product a moment later: the page must wait for both.
    server.use(
      refuse("GET /api/products/:id/reviews", 404, "Product not found"),
      on("GET /api/products/:id", async () => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return refusal(404, "Product not found");
      }),
    );
    const queries = createQueryClient();
    const loader = routeAt(withPageReaders(routes), PAGE_PATHS.product)?.loader;
    if (typeof loader !== "function") throw new Error("the product page has no reader");
    const result = await loader({
      params: { productId: id },
      request: new Request(`http://localhost/viewproduct/${id}`),
      context: { queries },
    } as unknown as LoaderFunctionArgs);
    expect(result).toMatchObject({ init: { status: 404 } });
    expect(queries.getQueryState(productQuery(id).queryKey)?.status).toBe("error");
  });
});
