import { describe, expect, it, vi } from "vitest";
import { type ClientsLike, DEFAULT_NOTICE_URL, noticeFromPush, openNoticePage } from "./push-notices.ts";

const data = (value: unknown) => ({ json: () => value });

describe("what the worker does with a push (decision 0052)", () => {
  it("shows the server's words, in her language, with its tag and page", () => {
    const { title, options } = noticeFromPush(
      data({ title: "نیا آرڈر #A1B2", body: "عائشہ نے آرڈر دیا", url: "/orders/s1", tag: "n1" }),
    );
    expect(title).toBe("نیا آرڈر #A1B2");
    expect(options).toMatchObject({
      body: "عائشہ نے آرڈر دیا",
      tag: "n1",
      dir: "auto",
      data: { url: "/orders/s1" },
    });
  });

  it("still shows the brand for a push it cannot read, and never opens another site", () => {
    const broken = noticeFromPush({
      json: () => {
        throw new SyntaxError("not JSON");
      },
    });
    expect(broken.title).toBe("Hunarmand ہنرمند");
    expect(broken.options.data).toEqual({ url: DEFAULT_NOTICE_URL });
    for (const url of ["https://evil.example", "//evil.example/x", "/\\evil.example", 42])
      expect(noticeFromPush(data({ title: "x", url })).options.data).toEqual({ url: DEFAULT_NOTICE_URL });
  });

  function clientsWith(urls: string[], navigable = true) {
    const focus = vi.fn(async () => undefined);
    const navigate = vi.fn(async (url: string) => {
      if (!navigable) throw new TypeError("This service worker is not the client's active service worker.");
      return { url };
    });
    const clients: ClientsLike = {
      matchAll: async () => urls.map((url) => ({ url, focus, navigate })),
      openWindow: vi.fn(async () => null),
    };
    return { clients, focus, navigate };
  }

  it("brings forward the window already on that page", async () => {
    const { clients, focus, navigate } = clientsWith([
      "https://shop.pk/dashboard",
      "https://shop.pk/orders/s1/o1",
    ]);
    await openNoticePage(clients, "/orders/s1/o1", "https://shop.pk");
    expect(focus).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it("takes the app's open window to the order, the conversation, the return or the payouts", async () => {
    for (const page of [
      "/orders/s1/o1",
      "/dashboard/messages/c1",
      "/dashboard/returns/r1",
      "/dashboard/earnings/s1",
    ]) {
      const { clients, focus, navigate } = clientsWith([
        "https://other.example/x",
        "https://shop.pk/dashboard",
      ]);
      await openNoticePage(clients, page, "https://shop.pk");
      expect(focus).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith(`https://shop.pk${page}`);
      expect(clients.openWindow).not.toHaveBeenCalled();
    }
  });

  it("opens the page in a new window when no window of the app is open, or the open one cannot be moved", async () => {
    const none = clientsWith([]);
    await openNoticePage(none.clients, "/dashboard/messages/c1", "https://shop.pk");
    expect(none.clients.openWindow).toHaveBeenCalledWith("https://shop.pk/dashboard/messages/c1");
    const stuck = clientsWith(["https://shop.pk/"], false);
    await openNoticePage(stuck.clients, "/orders/s1/o1", "https://shop.pk");
    expect(stuck.navigate).toHaveBeenCalled();
    expect(stuck.clients.openWindow).toHaveBeenCalledWith("https://shop.pk/orders/s1/o1");
  });
});
