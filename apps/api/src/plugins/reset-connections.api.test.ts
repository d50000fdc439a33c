import type { AddressInfo } from "node:net";
import net from "node:net";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";

/**
 * Issue 37, item 10: an anonymous client that sends a request to a rate-limited route and resets the
 * connection at once (or sends `Content-Length: 0` and more bytes after it) left the request without
 * an address, and the rate limiter's TypeError went to the log at error level, stack and all, once per
 * request. Read here from the server's own log, written as production writes it (a line per request).
 */
let t: TestApp;
let port: number;
const lines: string[] = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
  t = await buildTestApp(
    { LOG_LEVEL: "info", NODE_ENV: "production", PUBLIC_URL: "https://shop.example.pk" },
    { logStream },
  );
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends `text` on a raw socket, then resets the connection (RST) as soon as it is written. */
function sendAndReset(text: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(text);
      setImmediate(() => socket.resetAndDestroy());
    });
    socket.on("close", () => resolve());
    socket.on("error", () => resolve());
  });
}

const levelOf = (line: string) => (JSON.parse(line) as { level: number }).level;

describe("a request whose connection is gone", () => {
  it("is a 400 in the log, never an error-level line with a stack, on every rate-limited route", async () => {
    const routes = [
      "/api/contact",
      "/api/auth/forgot-password",
      "/api/auth/reset-password",
      "/api/auth/signup",
    ];
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        routes.flatMap((url) => [
          sendAndReset(
            `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
          ),
          sendAndReset(
            `POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 0\r\n\r\n{"email":"a@b.pk"}`,
          ),
        ]),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const requestLines = lines.filter((line) => line.includes('"res"'));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => levelOf(line) >= 50)).toEqual([]);
    expect(lines.join("\n")).not.toContain("toLowerCase");
    // Those that lost their address are answered 400 (to nobody); nothing is a 500.
    const statuses = requestLines.map(
      (line) => (JSON.parse(line) as { res: { statusCode: number } }).res.statusCode,
    );
    expect(statuses).toContain(400);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  });
});
