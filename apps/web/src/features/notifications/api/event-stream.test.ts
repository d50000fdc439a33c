import { describe, expect, it } from "vitest";
import { eventStreamParser, type StreamEvent } from "./event-stream.ts";
import { retryDelay } from "./live-updates.ts";

function parse(...chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const feed = eventStreamParser((event) => events.push(event));
  for (const chunk of chunks) feed(chunk);
  return events;
}

describe("reading the live stream", () => {
  it("reads named events, skipping the keep-alive comments", () => {
    expect(
      parse(
        ': keep-alive\n\nevent: notification\ndata: {"unread":1}\n\n: keep-alive\n\nevent: message\ndata: {}\n\n',
      ),
    ).toEqual([
      { event: "notification", data: '{"unread":1}' },
      { event: "message", data: "{}" },
    ]);
  });

  it("waits for the rest of an event cut between chunks, whatever the line endings", () => {
    expect(parse("event: noti", "fication\r\nda", 'ta: {"a"', ":1}\r\n", "\r\n")).toEqual([
      { event: "notification", data: '{"a":1}' },
    ]);
  });

  it("joins several data lines, and calls an unnamed event a message", () => {
    expect(parse("data: one\ndata: two\n\n")).toEqual([{ event: "message", data: "one\ntwo" }]);
  });
});

describe("reconnecting", () => {
  it("waits longer after each failure, up to half a minute, never less than half the step", () => {
    expect(retryDelay(1, () => 0)).toBe(500);
    expect(retryDelay(1, () => 1)).toBe(1000);
    expect(retryDelay(3, () => 1)).toBe(4000);
    expect(retryDelay(20, () => 1)).toBe(30_000);
    expect(retryDelay(20, () => 0)).toBe(15_000);
  });
});
