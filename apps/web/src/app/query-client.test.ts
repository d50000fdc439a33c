import { describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { createQueryClient } from "./query-client.ts";

describe("the app's queries", () => {
  it("try again by themselves when the connection drops, and load once it is back", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new NetworkError())
      .mockRejectedValueOnce(new ApiError(503, "Service unavailable"))
      .mockResolvedValueOnce(["Ajrak Shawl"]);
    const products = await createQueryClient().fetchQuery({ queryKey: ["products"], queryFn: load });
    expect(products).toEqual(["Ajrak Shawl"]);
    expect(load).toHaveBeenCalledTimes(3);
  }, 10_000);

  it("do not ask again when the server said no (a 4xx is the same every time)", async () => {
    const load = vi.fn().mockRejectedValue(new ApiError(404, "Product not found"));
    await expect(createQueryClient().fetchQuery({ queryKey: ["product"], queryFn: load })).rejects.toThrow(
      "Product not found",
    );
    expect(load).toHaveBeenCalledTimes(1);
  });
});
