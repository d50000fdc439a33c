import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { customers } from "../db/schema/index.ts";
import { clientDataErrorMessage, loggableError } from "./db-errors.ts";

describe("errors of failed queries", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A real failed insert whose parameters hold a password hash and an e-mail address. */
  async function failedSignupInsert(): Promise<unknown> {
    const values = { name: "Ayesha", email: "ayesha@example.pk", passwordHash: "scrypt$SECRET-HASH$abc" };
    await t.app.db.insert(customers).values(values);
    return t.app.db
      .insert(customers)
      .values(values)
      .then(() => undefined)
      .catch((error: unknown) => error);
  }

  it("are logged with their SQL and the database's code, never the values sent with them", async () => {
    const error = await failedSignupInsert();
    expect(String((error as Error).message)).toContain("SECRET-HASH");
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain("insert into");
    expect(logged).toContain("23505");
    expect(logged).not.toContain("SECRET-HASH");
    expect(logged).not.toContain("ayesha@example.pk");
  });

  it("become a 400 message when only a client's value can have caused them", async () => {
    const error = await t.app.db
      .insert(customers)
      .values({ name: "Nul\u0000l", email: "nul@example.pk", passwordHash: "x" })
      .catch((e: unknown) => e);
    expect(clientDataErrorMessage(error)).toBe("Some text holds characters that cannot be stored.");
  });
});
