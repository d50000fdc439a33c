import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, isTemporaryFailure, NetworkError } from "./api-client.ts";

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      }),
  );
}

/** The error a request fails with; fails the test if it succeeds. */
async function rejection(request: Promise<unknown>): Promise<unknown> {
  try {
    await request;
  } catch (error) {
    return error;
  }
  throw new Error("Expected the request to fail.");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON with the bearer token and returns the parsed answer", async () => {
    const fetchMock = answer(201, { success: true, message: "Created" });
    vi.stubGlobal("fetch", fetchMock);

    const result = await apiRequest<{ message: string }>("/api/stores", {
      method: "POST",
      body: { name: "Noor Crafts" },
      token: "abc",
    });

    expect(result.message).toBe("Created");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/stores");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ name: "Noor Crafts" }));
    expect(init.headers).toMatchObject({ Authorization: "Bearer abc", "Content-Type": "application/json" });
  });

  it("throws an ApiError with the server's status, message and field errors", async () => {
    vi.stubGlobal(
      "fetch",
      answer(400, {
        success: false,
        message: "Please check the form.",
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
    vi.stubGlobal("fetch", answer(502, "<html>Bad Gateway</html>"));
    const error = await rejection(apiRequest("/api/products"));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
  });

  it("throws a NetworkError when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await rejection(apiRequest("/api/products"));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe(
      "No connection to Hunarmand. Please check your internet connection and try again.",
    );
  });

  it("lets a cancelled request end as an abort, not as a connection error", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        controller.abort();
        throw new DOMException("The operation was aborted.", "AbortError");
      }),
    );
    const error = await rejection(apiRequest("/api/products", { signal: controller.signal }));
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as DOMException).name).toBe("AbortError");
  });
});

describe("telling a lost connection from a server's answer", () => {
  it("calls a 5xx without a message the server's trouble, not the shopper's", async () => {
    vi.stubGlobal("fetch", answer(503, "<html>Service Unavailable</html>"));
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
});
