import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { anOrder } from "@/test/fixtures.ts";
import { ApiError } from "./api-client.ts";
import { api, ContractError, endpointUrl } from "./api-endpoints.ts";

/** An answer off the contract, which the typed handlers would refuse to send. */
const offContract = (path: string, body: object) => http.get(path, () => HttpResponse.json(body));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("endpointUrl", () => {
  it("puts each param into the path, encoded", () => {
    expect(endpointUrl("GET /api/products/:id", { id: "a/b c?" })).toBe("/api/products/a%2Fb%20c%3F");
    expect(
      endpointUrl("POST /api/orders/:id/items/:itemId/review", { id: "order 1", itemId: "item#2" }),
    ).toBe("/api/orders/order%201/items/item%232/review");
  });

  it("leaves unset filters out of the query, so 'not on sale' asks for everything", () => {
    expect(
      endpointUrl(
        "GET /api/products",
        {},
        { page: 2, search: "", category: undefined, onSale: false, inStock: true, sort: "price-low" },
      ),
    ).toBe("/api/products?page=2&inStock=true&sort=price-low");
    expect(endpointUrl("GET /api/stores", {}, { search: "" })).toBe("/api/stores");
  });

  it("encodes the query's text", () => {
    expect(endpointUrl("GET /api/search/suggestions", {}, { q: "blue & gold" })).toBe(
      "/api/search/suggestions?q=blue+%26+gold",
    );
  });

  it("refuses a path whose param is missing rather than asking for /api/products/:id", () => {
    expect(() => endpointUrl("GET /api/products/:id")).toThrow('GET /api/products/:id needs the param "id".');
  });
});

describe("api", () => {
  it("sends the endpoint's method, body and token, and answers what the server sent", async () => {
    server.use(
      answer("POST /api/orders/:id/cancel", {
        success: true,
        message: "Order cancelled",
        data: anOrder({ _id: "o1" }),
      }),
    );

    const result = await api("POST /api/orders/:id/cancel", {
      params: { id: "o1" },
      body: { reason: "Ordered twice" },
      token: "customer-token",
    });

    expect(result.message).toBe("Order cancelled");
    const [request] = sent("POST /api/orders/:id/cancel");
    expect(new URL(request?.url ?? "").pathname).toBe("/api/orders/o1/cancel");
    expect(request?.method).toBe("POST");
    expect(await request?.text()).toBe(JSON.stringify({ reason: "Ordered twice" }));
    expect(request?.headers.get("Authorization")).toBe("Bearer customer-token");
  });

  it("keeps the wrapper's errors: a refusal is an ApiError with the server's message", async () => {
    server.use(refuse("GET /api/products/:id", 404, "Product not found"));

    const error = await api("GET /api/products/:id", { params: { id: "gone" } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: "Product not found" });
  });

  it("while developing, names the endpoint and field of an answer that breaks the contract", async () => {
    vi.stubEnv("DEV", true);
    vi.stubEnv("MODE", "development");
    server.use(offContract("/api/stores", { success: true, stores: [{ _id: "s1", name: 42 }] }));

    const error = await api("GET /api/stores").catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).message).toMatch(/^GET \/api\/stores answered a shape .*stores\.0\.name/);
  });

  it("in production, trusts the server and answers as sent", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("MODE", "production");
    server.use(offContract("/api/site", { success: true, demo: null, shopName: "Hunarmand" }));

    await expect(api("GET /api/site")).resolves.toEqual({ success: true, demo: null, shopName: "Hunarmand" });
  });
});
