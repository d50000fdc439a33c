import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createSeller, createStore } from "../../../test/fixtures.ts";
import { caller } from "../../../test/helper-fixtures.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../test/smtp-inbox.ts";
import { sellers, storeHelpers } from "../../db/schema/index.ts";

/** Inviting a helper and accepting (issue 32, part 4; decision 0054). */
let t: TestApp;
let inbox: SmtpInbox;
let call: ReturnType<typeof caller>;
const PUBLIC_URL = "https://hunarmand.example";

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url, PUBLIC_URL });
  call = caller(t.app);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

async function shop() {
  const owner = await createSeller(t.app, "Ayesha Owner");
  const store = await createStore(t.app, owner.id);
  return { owner, store, helpersUrl: `/api/seller/stores/${store.id}/helpers` };
}

describe("inviting a helper by e-mail", () => {
  it("mails her a link whose token is the one answered, and lists the invitation as waiting", async () => {
    const { owner, store, helpersUrl } = await shop();
    const sana = await createSeller(t.app, "Sana Helper");
    const invited = await call(owner.token, "POST", helpersUrl, {
      contact: ` ${sana.email.toUpperCase()} `,
      role: "orders",
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      mailed: true,
      message: `An invitation is on its way to ${sana.email}.`,
      helper: { status: "invited", role: "orders", contact: sana.email, contactKind: "email", name: null },
    });
    const [mail] = await inbox.mailsTo(sana.email);
    expect(mail?.subject).toBe(`Ayesha Owner invites you to help at ${store.name} · Hunarmand`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/helpers/accept?token=${invited.body.token}`);
    expect(mail?.text).toContain("you will not see or change its payment details");
    // Only a hash of the token is kept.
    const rows = await t.app.db.select().from(storeHelpers);
    expect(rows.some((r) => r.tokenHash.includes(invited.body.token))).toBe(false);

    const listed = await call(owner.token, "GET", helpersUrl);
    expect(listed.status).toBe(200);
    expect(listed.body.helpers).toEqual([
      expect.objectContaining({ status: "invited", contact: sana.email }),
    ]);
    expect(listed.body.actions).toEqual([]);
  });

  it("is accepted by the seller account of that e-mail only, once, and the store is then hers to help", async () => {
    const { owner, store, helpersUrl } = await shop();
    const sana = await createSeller(t.app, "Sana Helper");
    const stranger = await createSeller(t.app, "Somebody Else");
    const { token } = (await call(owner.token, "POST", helpersUrl, { contact: sana.email, role: "catalog" }))
      .body;

    const wrongToken = await call(sana.token, "POST", "/api/seller/helpers/accept", { token: `${token}x` });
    expect(wrongToken.status).toBe(400);
    expect(wrongToken.body.message).toBe(
      "This invitation link is not valid or has expired. Ask the store's owner for a new one.",
    );
    const byStranger = await call(stranger.token, "POST", "/api/seller/helpers/accept", { token });
    expect(byStranger.status).toBe(403);
    const byOwner = await call(owner.token, "POST", "/api/seller/helpers/accept", { token });
    expect(byOwner.status).toBe(409);
    expect((await call(sana.token, "GET", "/api/seller/helped-stores")).body.stores).toEqual([]);

    const accepted = await call(sana.token, "POST", "/api/seller/helpers/accept", { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      message: `You now help ${store.name}.`,
      store: { _id: store.id, name: store.name, role: "catalog", ownerName: "Ayesha Owner" },
    });
    expect((await call(sana.token, "POST", "/api/seller/helpers/accept", { token })).status).toBe(400);
    expect((await call(sana.token, "GET", "/api/seller/helped-stores")).body.stores).toEqual([
      expect.objectContaining({ _id: store.id, role: "catalog" }),
    ]);
    const listed = await call(owner.token, "GET", helpersUrl);
    expect(listed.body.helpers).toEqual([
      expect.objectContaining({
        status: "active",
        name: "Sana Helper",
        expiresAt: null,
        since: expect.any(String),
      }),
    ]);
    // Inviting her again is a conflict: she already helps.
    const again = await call(owner.token, "POST", helpersUrl, { contact: sana.email, role: "orders" });
    expect(again.status).toBe(409);
  });

  it("refuses an expired invitation", async () => {
    const { owner, helpersUrl } = await shop();
    const sana = await createSeller(t.app, "Sana Helper");
    const invited = (await call(owner.token, "POST", helpersUrl, { contact: sana.email, role: "orders" }))
      .body;
    await t.app.db
      .update(storeHelpers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(storeHelpers.id, invited.helper._id));
    const { token } = invited;
    expect((await call(sana.token, "POST", "/api/seller/helpers/accept", { token })).status).toBe(400);
  });
});

describe("inviting a helper by mobile number", () => {
  it("answers the link's token for the owner to share, and her account with that number accepts it", async () => {
    const { owner, helpersUrl } = await shop();
    const invited = await call(owner.token, "POST", helpersUrl, {
      contact: "+92 333 7654321",
      role: "orders",
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      mailed: false,
      message: "Send the invitation's link to 03337654321.",
      helper: { contact: "03337654321", contactKind: "phone" },
    });
    const sana = await createSeller(t.app, "Sana Helper");
    const forbidden = await call(sana.token, "POST", "/api/seller/helpers/accept", {
      token: invited.body.token,
    });
    expect(forbidden.status).toBe(403);
    await t.app.db.update(sellers).set({ phone: "0333-7654321" }).where(eq(sellers.id, sana.id));
    const accepted = await call(sana.token, "POST", "/api/seller/helpers/accept", {
      token: invited.body.token,
    });
    expect(accepted.status).toBe(200);
  });

  it("replaces an invitation still waiting when the same number is invited again", async () => {
    const { owner, helpersUrl } = await shop();
    const first = await call(owner.token, "POST", helpersUrl, { contact: "03001112233", role: "orders" });
    const second = await call(owner.token, "POST", helpersUrl, { contact: "0300 111 2233", role: "catalog" });
    expect(second.status).toBe(201);
    const listed = (await call(owner.token, "GET", helpersUrl)).body.helpers;
    expect(listed).toEqual([expect.objectContaining({ _id: second.body.helper._id, role: "catalog" })]);
    expect(first.body.helper._id).not.toBe(second.body.helper._id);
  });
});

describe("who may invite", () => {
  it("refuses the owner's own e-mail, and bad contacts, with 400, and other sellers with 403", async () => {
    const { owner, helpersUrl } = await shop();
    const own = await call(owner.token, "POST", helpersUrl, { contact: owner.email, role: "orders" });
    expect(own.status).toBe(400);
    for (const contact of ["sana@", "12", "call me"]) {
      const bad = await call(owner.token, "POST", helpersUrl, { contact, role: "orders" });
      expect(bad.status, contact).toBe(400);
      expect(bad.body.errors).toEqual([
        { field: "contact", message: "Enter her e-mail address or mobile number." },
      ]);
    }
    const badRole = await call(owner.token, "POST", helpersUrl, {
      contact: "sana@example.pk",
      role: "money",
    });
    expect(badRole.status).toBe(400);
    const other = await createSeller(t.app);
    expect(
      (await call(other.token, "POST", helpersUrl, { contact: "x@example.pk", role: "orders" })).status,
    ).toBe(403);
    expect((await call(other.token, "GET", helpersUrl)).status).toBe(403);
    expect(
      await t.app.db
        .select()
        .from(storeHelpers)
        .then((rows) => rows.some((r) => r.contact === "x@example.pk")),
    ).toBe(false);
  });

  it("takes back an invitation, whose link then no longer works", async () => {
    const { owner, helpersUrl } = await shop();
    const sana = await createSeller(t.app, "Sana Helper");
    const invited = (await call(owner.token, "POST", helpersUrl, { contact: sana.email, role: "orders" }))
      .body;
    const removed = await call(owner.token, "DELETE", `${helpersUrl}/${invited.helper._id}`);
    expect(removed.status).toBe(200);
    expect((await call(owner.token, "DELETE", `${helpersUrl}/${invited.helper._id}`)).status).toBe(404);
    expect(
      (await call(sana.token, "POST", "/api/seller/helpers/accept", { token: invited.token })).status,
    ).toBe(400);
  });
});
