import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createSeller } from "../../../test/fixtures.ts";

/** Whatever arrives at the upload endpoint, the answer is 400 or 413 with a message, never 500. */
describe("malformed uploads", () => {
  let t: TestApp;
  let token: string;
  let png: Buffer;
  beforeAll(async () => {
    t = await buildTestApp();
    token = (await createSeller(t.app)).token;
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const boundary = "----hunarmand";
  const part = (name: string, filename: string, bytes: Buffer, type = "image/png") =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from("\r\n"),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const send = (payload: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) =>
    t.app.inject({
      method: "POST",
      url: "/api/media/images",
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      payload,
    });

  it("answers truncated, boundary-less and broken bodies with 400 and a clear message", async () => {
    const whole = Buffer.concat([part("file", "a.png", png), end]);
    const cases: Array<[string, Buffer, string?]> = [
      ["truncated part", whole.subarray(0, whole.length - 30)],
      ["no boundary in the header", whole, "multipart/form-data"],
      [
        "another boundary in the body",
        Buffer.from(whole.toString("latin1").replaceAll(boundary, "----other"), "latin1"),
      ],
      [
        "broken part header",
        Buffer.from(`--${boundary}\r\nContent-Disposition\r\n\r\nxx\r\n--${boundary}--\r\n`),
      ],
      ["empty body", Buffer.alloc(0)],
      ["zero-byte file", Buffer.concat([part("file", "a.png", Buffer.alloc(0)), end])],
      [
        "a text file named like an image",
        Buffer.concat([part("file", "a.png", Buffer.from("hello"), "image/png"), end]),
      ],
    ];
    for (const [label, payload, contentType] of cases) {
      const res = await send(payload, contentType);
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it("answers a file over 5 MB with 413 and keeps the earlier good files' answer shape", async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await send(Buffer.concat([part("file", "big.png", big), end]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("takes a well-formed upload under any field name", async () => {
    const res = await send(Buffer.concat([part("photo", "a.png", png), end]));
    expect(res.statusCode).toBe(201);
    expect(res.json().images).toHaveLength(1);
  });
});
