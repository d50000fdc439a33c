import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aNotification, aNotificationPage } from "@/test/conversation-fixtures.ts";
import { joinLiveUpdates } from "./live-updates.ts";
import { type NotificationPage, notificationKeys } from "./notifications-api.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A stream that sends `frames` and then ends, as a server restarting does. */
function endingStream(...frames: string[]) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const frame of frames) controller.enqueue(encoder.encode(frame));
        controller.close();
      },
    }),
    { headers: { "Content-Type": "text/event-stream" } },
  );
}

describe("the live-updates client", () => {
  it("opens one stream per account however many parts join, and closes it when the last leaves", () => {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      signals.push(init.signal as AbortSignal);
      return new Promise<Response>(() => {});
    });
    vi.stubGlobal("fetch", fetch);
    const client = new QueryClient();
    const leaveBell = joinLiveUpdates(client, "token-a");
    const leaveThread = joinLiveUpdates(client, "token-a");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1].headers).toMatchObject({ Authorization: "Bearer token-a" });
    leaveBell();
    expect(signals[0]?.aborted).toBe(false);
    leaveThread();
    expect(signals[0]?.aborted).toBe(true);
  });

  it("applies what arrives, connects again after a drop with a pause, and catches up", async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(notificationKeys.newest("token-b", 20), aNotificationPage([], 0));
    const frame = `event: notification\ndata: ${JSON.stringify({ notification: aNotification(), unread: 1 })}\n\n`;
    const fetch = vi
      .fn<(url: string, init: RequestInit) => Promise<Response>>()
      .mockResolvedValueOnce(endingStream(frame))
      .mockResolvedValue(new Response(new ReadableStream({ start() {} }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const invalidate = vi.spyOn(client, "invalidateQueries");

    const leave = joinLiveUpdates(client, "token-b");
    await vi.advanceTimersByTimeAsync(0);
    const page = client.getQueryData<NotificationPage>(notificationKeys.newest("token-b", 20));
    expect(page?.unread).toBe(1);
    expect(page?.notifications).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(invalidate).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    // What happened while it was down is read afresh.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: notificationKeys.list("token-b") });
    leave();
  });

  it("stops for good when the server refuses the token (the session is over)", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response("{}", { status: 401 }));
    vi.stubGlobal("fetch", fetch);
    const leave = joinLiveUpdates(new QueryClient(), "token-c");
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    leave();
  });
});
