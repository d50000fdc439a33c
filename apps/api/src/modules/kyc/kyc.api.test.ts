import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testAppForFile } from "../../../test/build-test-app.ts";
import {
  adminForFile,
  createAdmin,
  createCustomer,
  createProduct,
  createSeller,
  createStore,
} from "../../../test/fixtures.ts";
import { adminAudit, kycDocuments, sellerKyc, sellers } from "../../db/schema/index.ts";
import { hashPassword } from "../auth/password-hashing.ts";
import { signedDocumentLink } from "./kyc-documents.ts";
import { eraseDueKyc } from "./kyc-erasure.ts";

const t = testAppForFile();
const admin = adminForFile(t);
let front: Buffer;
let back: Buffer;
beforeAll(async () => {
  front = await sharp({ create: { width: 32, height: 20, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  back = await sharp({ create: { width: 32, height: 20, channels: 3, background: "#b45309" } })
    .jpeg()
    .toBuffer();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString("base64")}`;

/** A valid Pakistani IBAN (its check digits are right). */
const IBAN = "PK36SCBL0000001123456702";

const details = (overrides: object = {}) => ({
  cnic: "35202-1234567-1",
  cnicFront: dataUrl(front, "image/png"),
  cnicBack: dataUrl(back, "image/jpeg"),
  payoutAccount: { type: "bank", bankName: "Standard Chartered", iban: IBAN, title: "Sana Bibi" },
  ...overrides,
});

const send = (app: TestApp["app"], token: string, payload: object) =>
  app.inject({ method: "PUT", url: "/api/seller/kyc", headers: bearer(token), payload });
const decide = (token: string, sellerId: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/admin/sellers/${sellerId}/kyc`, headers: bearer(token), payload });

/** A new seller (not checked yet) with a store and a product. */
async function newSeller(name = "New Maker") {
  const seller = await createSeller(t.app, name, { kycStatus: "not_submitted" });
  const store = await createStore(t.app, seller.id);
  const product = await createProduct(t.app, store.id, { price: 1500, quantity: 3 });
  return { seller, store, product };
}

describe("a seller's identity check (issue 30)", () => {
  it("keeps a new seller's listings from shoppers until approved, unless the operator says otherwise", async () => {
    const { seller, store, product } = await newSeller();
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/stores/${store.id}` })).statusCode).toBe(404);
    // She still sees her own.
    const own = await t.app.inject({ url: `/api/products/${product.id}`, headers: bearer(seller.token) });
    expect(own.statusCode).toBe(200);

    const open = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: bearer(admin.token),
      payload: { sellersPublicBeforeApproval: true },
    });
    expect(open.json().settings).toMatchObject({ sellersPublicBeforeApproval: true, payoutHoldDays: 7 });
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(200);
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: bearer(admin.token),
      payload: { sellersPublicBeforeApproval: false },
    });
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
    const list = await t.app.inject({ url: `/api/products?search=${encodeURIComponent(product.name)}` });
    expect(list.json().products.map((p: { _id: string }) => p._id)).not.toContain(product.id);
  });

  it("refuses a bad CNIC, IBAN, wallet number or photo with a clear message, and changes nothing", async () => {
    const { seller } = await newSeller();
    const cases: [object, string, string][] = [
      [{ cnic: "35202-123456-1" }, "cnic", "CNIC must be 13 digits, like 35202-1234567-1."],
      [
        { payoutAccount: { type: "bank", bankName: "HBL", iban: "PK37SCBL0000001123456702", title: "Sana" } },
        "payoutAccount.iban",
        "IBAN must be a valid Pakistani IBAN (24 characters, starting with PK).",
      ],
      [
        { payoutAccount: { type: "jazzcash", number: "12345", title: "Sana" } },
        "payoutAccount.number",
        "Wallet number must be a mobile number like 03001234567.",
      ],
      [
        { cnicFront: dataUrl(Buffer.from("not an image at all"), "image/png") },
        "cnicFront",
        "The photo of the card's front is not a JPEG, PNG or WebP image.",
      ],
      [{ cnicBack: undefined }, "cnicBack", "Please add a photo of the card's back."],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send(t.app, seller.token, details(overrides));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    const [row] = await t.app.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(row?.kycStatus).toBe("not_submitted");
    expect(await t.app.db.select().from(kycDocuments).where(eq(kycDocuments.sellerId, seller.id))).toEqual(
      [],
    );
    // Urdu for the reader who asks for it.
    const ur = await t.app.inject({
      method: "PUT",
      url: "/api/seller/kyc",
      headers: { ...bearer(seller.token), "accept-language": "ur" },
      payload: details({ cnic: "1" }),
    });
    expect(ur.json().errors[0].message).not.toContain("CNIC must");
  });

  it("takes her details, answers them back with short-lived links, and accepts 13 bare digits", async () => {
    const { seller } = await newSeller();
    const res = await send(t.app, seller.token, details({ cnic: "3520212345671" }));
    expect(res.statusCode).toBe(200);
    const { kyc } = res.json();
    expect(kyc).toMatchObject({
      status: "submitted",
      cnic: "35202-1234567-1",
      payoutAccount: {
        type: "bank",
        iban: IBAN,
        bankName: "Standard Chartered",
        title: "Sana Bibi",
        number: "",
      },
      reason: null,
    });
    const image = await t.app.inject({ url: kyc.documents.front.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("private, no-store");
    expect(image.rawPayload.equals(front)).toBe(true);
    expect(new Date(kyc.documents.front.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const read = await t.app.inject({ url: "/api/seller/kyc", headers: bearer(seller.token) });
    expect(read.json().kyc.status).toBe("submitted");
    // Until she is approved, a new marketplace keeps her listings to herself: her dashboard says so.
    expect(read.json().kyc.listed).toBe(false);
  });

  it("never serves the photos publicly: not the uploads path, a guess, another seller, a customer or an old link", async () => {
    const { seller } = await newSeller();
    const { kyc } = (await send(t.app, seller.token, details())).json();
    const id = new URL(kyc.documents.front.url, "http://x").pathname.split("/").pop() as string;

    // Nothing was written under the public uploads folder, and its path has no such file.
    const uploads = path.join(t.config.dataDir, "uploads");
    const files = await readdir(uploads, { recursive: true }).catch(() => [] as string[]);
    expect(files.filter((f) => f.includes(id))).toEqual([]);
    for (const url of [`/uploads/${id}`, `/uploads/kyc/${id}`, `/uploads/${id}.png`]) {
      const res = await t.app.inject({ url });
      expect(res.rawPayload.equals(front), url).toBe(false);
    }
    // Guessing: the id without a signature, a made-up signature, another document's signature.
    expect((await t.app.inject({ url: `/api/kyc-documents/${id}` })).statusCode).toBe(400);
    const forged = `/api/kyc-documents/${id}?expires=9999999999&signature=${"0".repeat(64)}`;
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
    const backSignature = new URL(kyc.documents.back.url, "http://x").search;
    expect((await t.app.inject({ url: `/api/kyc-documents/${id}${backSignature}` })).statusCode).toBe(403);
    // A link that ran out.
    const old = signedDocumentLink(t.app.jwtSecret, id, Date.now() - 10 * 60_000);
    const expired = await t.app.inject({ url: old.url });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(
      "This link is not valid or has expired. Open the page again for a new one.",
    );
    // Another seller reads only her own (none), and cannot read the admin's answer; nor can a customer.
    const other = await createSeller(t.app, "Other Maker", { kycStatus: "not_submitted" });
    const hers = await t.app.inject({ url: "/api/seller/kyc", headers: bearer(other.token) });
    expect(hers.json().kyc).toMatchObject({
      status: "not_submitted",
      cnic: null,
      documents: { front: null },
    });
    const customer = await createCustomer(t.app);
    for (const token of [other.token, customer.token]) {
      const res = await t.app.inject({ url: `/api/admin/sellers/${seller.id}/kyc`, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: "/api/seller/kyc", headers: bearer(customer.token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: `/api/admin/sellers/${seller.id}/kyc` })).statusCode).toBe(401);
  });

  it("an admin approves (audited, verified, listed) or rejects with a reason; decided twice is a conflict", async () => {
    const { seller, product } = await newSeller();
    expect((await decide(admin.token, seller.id, { decision: "approve" })).statusCode).toBe(409);
    await send(t.app, seller.token, details());

    const view = await t.app.inject({
      url: `/api/admin/sellers/${seller.id}/kyc`,
      headers: bearer(admin.token),
    });
    expect(view.json()).toMatchObject({ seller: { name: "New Maker" }, kyc: { status: "submitted" } });
    expect((await t.app.inject({ url: view.json().kyc.documents.back.url })).rawPayload.equals(back)).toBe(
      true,
    );

    const noReason = await decide(admin.token, seller.id, { decision: "reject" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toContainEqual({
      field: "reason",
      message: "Please give a reason for rejecting, so she knows what to fix.",
    });
    const rejected = await decide(admin.token, seller.id, {
      decision: "reject",
      reason: "The photo is blurred.",
    });
    expect(rejected.json().kyc).toMatchObject({ status: "rejected", reason: "The photo is blurred." });
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
    expect((await decide(admin.token, seller.id, { decision: "approve" })).statusCode).toBe(409);

    await send(t.app, seller.token, details({ cnicFront: undefined, cnicBack: undefined }));
    const approved = await decide(admin.token, seller.id, { decision: "approve" });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().kyc).toMatchObject({ status: "approved", reason: null, listed: true });
    const [row] = await t.app.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(row).toMatchObject({ kycStatus: "approved", status: "verified" });
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(200);
    const audit = await t.app.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetId, seller.id), eq(adminAudit.action, "seller.kyc")));
    expect(audit.map((a) => [a.details, a.reason])).toEqual([
      [{ from: "submitted", to: "rejected" }, "The photo is blurred."],
      [{ from: "submitted", to: "approved" }, null],
    ]);
  });

  it("a new payout account after approval needs approval again; the same details keep it", async () => {
    const { seller } = await newSeller();
    await send(t.app, seller.token, details());
    await decide(admin.token, seller.id, { decision: "approve" });
    const same = await send(t.app, seller.token, details({ cnicFront: undefined, cnicBack: undefined }));
    expect(same.json().kyc.status).toBe("approved");
    const wallet = await send(t.app, seller.token, {
      ...details({ cnicFront: undefined, cnicBack: undefined }),
      payoutAccount: { type: "easypaisa", number: "+92 345 1234567", title: "Sana Bibi" },
    });
    expect(wallet.json().kyc).toMatchObject({
      status: "submitted",
      payoutAccount: { type: "easypaisa", number: "03451234567", iban: "" },
    });
  });

  it("operations decides; finance may read but not decide", async () => {
    const { seller } = await newSeller();
    await send(t.app, seller.token, details());
    const finance = await createAdmin(t.app, { role: "finance" });
    expect(
      (await t.app.inject({ url: `/api/admin/sellers/${seller.id}/kyc`, headers: bearer(finance.token) }))
        .statusCode,
    ).toBe(200);
    expect((await decide(finance.token, seller.id, { decision: "approve" })).statusCode).toBe(403);
    const operations = await createAdmin(t.app, { role: "operations" });
    expect((await decide(operations.token, seller.id, { decision: "approve" })).statusCode).toBe(200);
  });
});

describe("what is kept after she closes her account", () => {
  it("keeps her documents and details 90 days, then deletes them", async () => {
    const { seller } = await newSeller("Closing Maker");
    await send(t.app, seller.token, details());
    await t.app.db
      .update(sellers)
      .set({ passwordHash: await hashPassword("closing-password-1") })
      .where(eq(sellers.id, seller.id));
    const closed = await t.app.inject({
      method: "POST",
      url: "/api/account/close",
      headers: bearer(seller.token),
      payload: { password: "closing-password-1" },
    });
    expect(closed.statusCode).toBe(200);
    const kept = () => t.app.db.select().from(kycDocuments).where(eq(kycDocuments.sellerId, seller.id));
    expect(await eraseDueKyc(t.app.db, new Date(Date.now() + 89 * 24 * 3600_000))).toBe(0);
    expect(await kept()).toHaveLength(2);
    expect(await eraseDueKyc(t.app.db, new Date(Date.now() + 91 * 24 * 3600_000))).toBe(1);
    expect(await kept()).toEqual([]);
    expect(await t.app.db.select().from(sellerKyc).where(eq(sellerKyc.sellerId, seller.id))).toEqual([]);
  });
});

describe("documents encrypted at rest when a key is configured", () => {
  it("keeps ciphertext in the database and serves the original image", async () => {
    const keyed = await buildTestApp({ KYC_DOCUMENTS_KEY: Buffer.alloc(32, 7).toString("base64") });
    try {
      const seller = await createSeller(keyed.app, "Keyed Maker", { kycStatus: "not_submitted" });
      const { kyc } = (await send(keyed.app, seller.token, details())).json();
      const rows = await keyed.app.db.select().from(kycDocuments).where(eq(kycDocuments.sellerId, seller.id));
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.encrypted).toBe(true);
        expect(Buffer.from(row.content, "base64").includes(front.subarray(0, 16))).toBe(false);
      }
      const image = await keyed.app.inject({ url: kyc.documents.front.url });
      expect(image.rawPayload.equals(front)).toBe(true);
      const [stored] = await keyed.app.db.select().from(sellerKyc).where(eq(sellerKyc.sellerId, seller.id));
      expect(stored?.cnic).toBe("35202-1234567-1");
    } finally {
      await keyed.close();
    }
  });
});
