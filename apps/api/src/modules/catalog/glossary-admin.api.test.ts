import { GLOSSARY } from "@marketplace/shared/search/glossary";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin, createCustomer, createSeller, createStore } from "../../../test/fixtures.ts";
import { adminAudit, searchGlossaryEntries } from "../../db/schema/index.ts";
import { searchGlossary } from "./search-glossary.ts";

let t: TestApp;
beforeAll(async () => {
  // Public answers are kept here, so the test sees a save forget the ones read before it.
  t = await buildTestApp({ PUBLIC_ANSWER_CACHE_MB: "8" });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function sellerStore() {
  const seller = await createSeller(t.app);
  const store = await createStore(t.app, seller.id);
  const png = `data:image/png;base64,${(
    await sharp({ create: { width: 32, height: 32, channels: 3, background: "#9d174d" } })
      .png()
      .toBuffer()
  ).toString("base64")}`;
  const add = async (name: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/products",
      headers: bearer(seller.token),
      payload: {
        name,
        description: "Made by hand.",
        price: 1000,
        category: "Handmade Clothing",
        quantity: 5,
        images: [png],
        store_id: store.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const search = async (q: string) => {
    const res = await t.app.inject({
      url: `/api/products?store_id=${store.id}&search=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode, q).toBe(200);
    return res.json().products.map((p: { name: string }) => p.name) as string[];
  };
  return { add, search };
}

/** An error answer's message and its fields' messages, as one text. */
const said = (answer: { message: string; errors?: Array<{ message: string }> }) =>
  [answer.message, ...(answer.errors ?? []).map((e) => e.message)].join(" ");

async function auditRows(targetId: string) {
  return t.app.db
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.targetId, targetId))
    .orderBy(adminAudit.createdAt);
}

describe("the search glossary in the console (issue 33)", () => {
  it("adds an entry that search uses at once, changes it, deletes it; each change audited with before and after", async () => {
    const admin = await createAdmin(t.app, { role: "operations" });
    const { add, search } = await sellerStore();
    await add("Wirework Cushion");
    await add("Foilwork Cushion");
    // Read (and kept) before the entry exists: nothing is found by the new words.
    expect(await search("mukaish")).toEqual([]);
    expect(await search("مکیش")).toEqual([]);

    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/glossary",
      headers: bearer(admin.token),
      payload: { key: "mukaish", urdu: [" مکیش "], roman: ["mukaish", "mukesh"], english: ["wirework"] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json().entry;
    expect(entry).toMatchObject({ key: "mukaish", urdu: ["مکیش"], builtIn: false });
    for (const q of ["mukaish", "mukesh", "مکیش"]) expect(await search(q), q).toEqual(["Wirework Cushion"]);

    const listed = await t.app.inject({ url: "/api/admin/glossary", headers: bearer(admin.token) });
    expect(listed.statusCode).toBe(200);
    const entries = listed.json().entries as Array<{ key: string; builtIn: boolean; _id: string | null }>;
    expect(entries.filter((e) => e.builtIn)).toHaveLength(GLOSSARY.length);
    expect(entries.find((e) => e.key === "chadar")).toMatchObject({ builtIn: true, _id: null });
    expect(entries.find((e) => e.key === "mukaish")).toMatchObject({ builtIn: false, _id: entry._id });

    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/admin/glossary/${entry._id}`,
      headers: bearer(admin.token),
      payload: { urdu: ["مکیش"], roman: ["mukaish", "mukesh"], english: ["foilwork"] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await search("mukaish")).toEqual(["Foilwork Cushion"]);
    expect(await search("مکیش")).toEqual(["Foilwork Cushion"]);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/glossary/${entry._id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await search("mukaish")).toEqual([]);
    expect(await search("مکیش")).toEqual([]);
    expect(
      await t.app.db.select().from(searchGlossaryEntries).where(eq(searchGlossaryEntries.id, entry._id)),
    ).toEqual([]);

    const rows = await auditRows(entry._id);
    expect(rows.map((r) => [r.action, r.adminId, r.targetKind])).toEqual([
      ["glossary.create", admin.id, "glossary"],
      ["glossary.update", admin.id, "glossary"],
      ["glossary.delete", admin.id, "glossary"],
    ]);
    expect(rows.map((r) => r.details)).toEqual([
      { key: "mukaish", from: {}, to: { urdu: "مکیش", roman: "mukaish, mukesh", english: "wirework" } },
      { key: "mukaish", from: { english: "wirework" }, to: { english: "foilwork" } },
      { key: "mukaish", from: { urdu: "مکیش", roman: "mukaish, mukesh", english: "foilwork" }, to: {} },
    ]);

    // The owner reads them on the audit page, as what changed from what.
    const owner = await createAdmin(t.app);
    const audit = await t.app.inject({
      url: "/api/admin/audit?action=glossary.update",
      headers: bearer(owner.token),
    });
    expect(audit.json().entries[0]).toMatchObject({
      targetKind: "glossary",
      changes: [{ field: "english", from: "wirework", to: "foilwork" }],
    });
  });

  it("keeps one glossary array until an entry changes, so searchPlan's prepared entries stay prepared", async () => {
    const admin = await createAdmin(t.app);
    const before = await searchGlossary(t.app.db);
    expect(await searchGlossary(t.app.db)).toBe(before);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/glossary",
      headers: bearer(admin.token),
      payload: { key: "kamdani", roman: ["kamdani", "kaamdani"] },
    });
    expect(added.statusCode).toBe(201);
    const after = await searchGlossary(t.app.db);
    expect(after).not.toBe(before);
    expect(after.slice(0, GLOSSARY.length)).toEqual([...GLOSSARY]);
    expect(after.find((e) => e.id === "kamdani")).toEqual({
      id: "kamdani",
      urdu: [],
      roman: ["kamdani", "kaamdani"],
      english: [],
    });
    expect(await searchGlossary(t.app.db)).toBe(after);
    await t.app.inject({
      method: "DELETE",
      url: `/api/admin/glossary/${added.json().entry._id}`,
      headers: bearer(admin.token),
    });
    expect((await searchGlossary(t.app.db)).some((e) => e.id === "kamdani")).toBe(false);
  });

  it("refuses bad input with a clear message in English and Urdu, and changes nothing", async () => {
    const admin = await createAdmin(t.app);
    const [existing] = await t.app.db
      .insert(searchGlossaryEntries)
      .values({ key: "phool-patti", roman: ["phool patti"] })
      .returning();
    const before = await t.app.db.select().from(searchGlossaryEntries);
    const auditBefore = (await t.app.db.select().from(adminAudit)).length;
    const post = (payload: object, lang = "en") =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/glossary",
        headers: { ...bearer(admin.token), "accept-language": lang },
        payload,
      });
    const cases: Array<[object, number, string]> = [
      [{ key: "gotta", urdu: [], roman: [], english: ["ribbon"] }, 400, "Give at least one spelling"],
      [{ key: "gotta", roman: ["  "] }, 400, "A Roman Urdu spelling cannot be empty."],
      [{ key: "gotta", roman: ["g".repeat(41)] }, 400, "at most 40 characters"],
      [{ key: "gotta", urdu: ["gota"] }, 400, "Urdu spellings are written in Urdu letters only."],
      [{ key: "gotta", roman: ["گوٹا"] }, 400, "Roman Urdu spellings are written in English letters only."],
      [{ key: "gotta", roman: ["gota"], english: ["ribbon2"] }, 400, "English words are written in English"],
      [{ key: "gotta", roman: ["gota", "Gota"] }, 400, "A Roman Urdu spelling is written twice."],
      [
        { key: "gotta", roman: Array.from({ length: 21 }, (_, i) => `gota${"a".repeat(i)}`) },
        400,
        "At most 20",
      ],
      [{ key: "Gotta!", roman: ["gota"] }, 400, "An entry's name is 2 to 40"],
      [{ key: "chadar", roman: ["chaadar"] }, 409, "built-in entry"],
      [{ key: "phool-patti", roman: ["phul patti"] }, 409, 'There is already an entry named "phool-patti".'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(said(res.json()), JSON.stringify(payload)).toContain(message);
      const ur = await post(payload, "ur");
      expect(ur.statusCode).toBe(status);
      expect(said(ur.json()), JSON.stringify(payload)).toMatch(/[\u0600-\u06ff]/);
      expect(said(ur.json()), JSON.stringify(payload)).not.toContain(message);
    }
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/admin/glossary/${existing?.id}`,
      headers: bearer(admin.token),
      payload: { urdu: ["phool patti"] },
    });
    expect(put.statusCode).toBe(400);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res = await t.app.inject({
        method: "DELETE",
        url: `/api/admin/glossary/${id}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Glossary entry not found.");
    }
    expect(await t.app.db.select().from(searchGlossaryEntries)).toEqual(before);
    expect(await t.app.db.select().from(adminAudit)).toHaveLength(auditBefore);
  });

  it("is the console's operations work: finance, sellers and customers are refused", async () => {
    const finance = await createAdmin(t.app, { role: "finance" });
    const seller = await createSeller(t.app);
    const customer = await createCustomer(t.app);
    for (const token of [finance.token, seller.token, customer.token]) {
      const list = await t.app.inject({ url: "/api/admin/glossary", headers: bearer(token) });
      expect(list.statusCode).toBe(403);
      const add = await t.app.inject({
        method: "POST",
        url: "/api/admin/glossary",
        headers: bearer(token),
        payload: { key: "kamdani", roman: ["kamdani"] },
      });
      expect(add.statusCode).toBe(403);
    }
    expect(
      await t.app.db.select().from(searchGlossaryEntries).where(eq(searchGlossaryEntries.key, "kamdani")),
    ).toEqual([]);
  });
});
