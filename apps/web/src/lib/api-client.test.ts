import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { loadUrduMessages } from "@/i18n/i18n.ts";
import { answer, cutOff, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import {
  ApiError,
  apiRequest,
  fallbackErrorMessage,
  isTemporaryFailure,
  NetworkError,
  NO_CONNECTION_MESSAGE,
} from "./api-client.ts";

/** A proxy's error page in front of the API: HTML, not JSON. */
const htmlPage = (path: string, status: number, text: string) =>
  http.get(
    path,
    () => new HttpResponse(`<html>${text}</html>`, { status, headers: { "Content-Type": "text/html" } }),
  );

/** The error a request fails with; fails the test if it succeeds. */
async function rejection(request: Promise<unknown>): Promise<unknown> {
  try {
    await request;
  } catch (error) {
    return error;
  }
  throw new Error("Expected the request to fail.");
}

describe("apiRequest", () => {
  it("sends JSON with the bearer token and returns the parsed answer", async () => {
    server.use(answer("POST /api/contact", { success: true, message: "Created" }));

    const result = await apiRequest<{ message: string }>("/api/contact", {
      method: "POST",
      body: { name: "Noor Crafts" },
      token: "abc",
    });

    expect(result.message).toBe("Created");
    const [request] = sent("POST /api/contact");
    expect(request?.method).toBe("POST");
    expect(await request?.text()).toBe(JSON.stringify({ name: "Noor Crafts" }));
    expect(request?.headers.get("Authorization")).toBe("Bearer abc");
    expect(request?.headers.get("Content-Type")).toBe("application/json");
  });

  it("asks for answers in the page's language, English when the page names none of ours", async () => {
    server.use(answer("GET /api/site", { success: true, demo: null }));
    const lang = document.documentElement.lang;
    try {
      document.documentElement.lang = "ur";
      await apiRequest("/api/site");
      document.documentElement.lang = "";
      await apiRequest("/api/site");
      document.documentElement.lang = "fr";
      await apiRequest("/api/site");
    } finally {
      document.documentElement.lang = lang;
    }
    expect(sent("GET /api/site").map((request) => request.headers.get("Accept-Language"))).toEqual([
      "ur",
      "en",
      "en",
    ]);
  });

  it("asks the server again instead of reusing a public answer the browser kept", async () => {
    server.use(answer("GET /api/site", { success: true, demo: null }));
    await apiRequest("/api/site");
    expect(sent("GET /api/site")[0]?.cache).toBe("no-cache");
  });

  it("throws an ApiError with the server's status, message and field errors", async () => {
    server.use(
      refuse("POST /api/auth/signup", 400, "Please check the form.", {
        errors: [{ field: "email", message: "Please enter a valid email address" }],
      }),
    );

    const error = await rejection(apiRequest("/api/auth/signup", { method: "POST", body: {} }));

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe("Please check the form.");
    expect((error as ApiError).fieldError("email")).toBe("Please enter a valid email address");
  });

  it("still throws an ApiError with the status when an error answer is not JSON", async () => {
    server.use(htmlPage("/api/products", 502, "Bad Gateway"));
    const error = await rejection(apiRequest("/api/products"));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
  });

  it("throws a NetworkError when the server cannot be reached", async () => {
    server.use(cutOff("GET /api/products"));
    const error = await rejection(apiRequest("/api/products"));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe(
      "No connection to Hunarmand. Please check your internet connection and try again.",
    );
  });

  it("lets a cancelled request end as an abort, not as a connection error", async () => {
    const controller = new AbortController();
    // The answer never comes: the request is cancelled while it waits.
    server.use(http.get("/api/products", () => new Promise<Response>(() => {})));
    const request = apiRequest("/api/products", { signal: controller.signal });
    await waitForRequest();
    controller.abort();
    const error = await rejection(request);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as DOMException).name).toBe("AbortError");
  });
});

describe("telling a lost connection from a server's answer", () => {
  it("calls a 5xx without a message the server's trouble, not the shopper's", async () => {
    server.use(htmlPage("/api/products", 503, "Service Unavailable"));
    const error = await rejection(apiRequest("/api/products"));
    expect((error as ApiError).message).toBe(
      "Hunarmand is having trouble right now. Please try again in a moment.",
    );
    expect(isTemporaryFailure(error)).toBe(true);
  });

  it("tries again after no answer or a server fault, never after a 4xx", () => {
    expect(isTemporaryFailure(new NetworkError())).toBe(true);
    expect(isTemporaryFailure(new ApiError(500, "Internal error"))).toBe(true);
    expect(isTemporaryFailure(new ApiError(404, "Product not found"))).toBe(false);
    expect(isTemporaryFailure(new ApiError(409, "Only 1 left"))).toBe(false);
    expect(isTemporaryFailure(new Error("a bug"))).toBe(false);
  });

  it("reads an answer without a body as null, not as a broken answer", async () => {
    server.use(http.delete("/api/products/:id", () => new HttpResponse(null, { status: 204 })));
    expect(await apiRequest("/api/products/p1", { method: "DELETE" })).toBeNull();
  });
});

/** Resolves once the app's request has reached the server. */
async function waitForRequest() {
  await expect.poll(() => sent("GET /api/products").length).toBe(1);
}

describe("the client's own words", () => {
  afterEach(() => {
    document.documentElement.lang = "en";
  });

  it("says there is no connection in the page's language", async () => {
    expect(new NetworkError().message).toBe(NO_CONNECTION_MESSAGE);
    await loadUrduMessages();
    document.documentElement.lang = "ur";
    expect(new NetworkError().message).toBe(
      "ہنرمند سے رابطہ نہیں ہو پا رہا۔ براہِ کرم اپنا انٹرنیٹ کنکشن دیکھیں اور دوبارہ کوشش کریں۔",
    );
    expect(fallbackErrorMessage(502)).toBe(
      "ہنرمند کو اس وقت کچھ مشکل پیش ہے۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔",
    );
  });
});
