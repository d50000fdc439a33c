import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { contactMessages } from "../../db/schema/index.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("the contact form", () => {
  it("stores a message and thanks the sender", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Hina",
        email: "hina@example.pk",
        subject: "Shipping",
        message: "Do you ship to Quetta?",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: "Thank you for your message. We will get back to you soon!",
    });
    const [row] = await t.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "hina@example.pk"));
    expect(row).toMatchObject({ subject: "Shipping", message: "Do you ship to Quetta?" });
  });

  it("refuses blank fields and a bad e-mail, storing nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: " ", email: "nope", subject: "", message: "hi" },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["email", "name", "subject"]);
    const rows = await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, "nope"));
    expect(rows).toHaveLength(0);
  });
});
