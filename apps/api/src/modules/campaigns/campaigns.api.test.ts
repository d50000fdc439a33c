import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../../test/build-test-app.ts";
import { confirmAsBuyer } from "../../../test/cod-fixtures.ts";
import {
  adminForFile,
  createAdmin,
  createCustomer,
  createProduct,
  createSellerWithStore,
  orderOf,
} from "../../../test/fixtures.ts";
import { deliverOrder, readLedger, setPayment } from "../../../test/ledger-fixtures.ts";
import { nextCampaignChange } from "../catalog/campaign-prices.ts";

const t = testAppForFile();
const admin = adminForFile(t);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const HOUR = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
let serial = 0;

async function makeCampaign(terms: object = {}, token = admin.token) {
  serial += 1;
  return t.app.inject({
    method: "POST",
    url: "/api/admin/campaigns",
    headers: bearer(token),
    payload: {
      nameEn: `Eid Sale ${serial}`,
      nameUr: "عید سیل",
      startsAt: iso(-HOUR),
      endsAt: iso(48 * HOUR),
      type: "percent",
      value: 20,
      fundedBy: "marketplace",
      ...terms,
    },
  });
}

async function shop(price = 1000) {
  const { seller, store } = await createSellerWithStore(t.app, "Campaign Seller");
  const product = await createProduct(t.app, store.id, { price, quantity: 50 });
  return { seller, store, product, customer: await createCustomer(t.app) };
}
type Shop = Awaited<ReturnType<typeof shop>>;

const join = (w: Shop, campaignId: string, productIds: string[], leave = false) =>
  t.app.inject({
    method: "POST",
    url: `/api/seller/campaigns/${campaignId}/products`,
    headers: bearer(w.seller.token),
    payload: { productIds, ...(leave ? { leave } : {}) },
  });
const place = (w: Shop, quantity = 1, extra: object = {}) =>
  orderOf(t.app, w.customer.token, w.product.id, quantity, extra);

describe("an operator's campaign", () => {
  it("is made with both names and audited, refused with clear messages when wrong, and stopped", async () => {
    const made = await makeCampaign({ slug: "Eid ul Fitr 2026" });
    expect(made.statusCode).toBe(201);
    const { campaign } = made.json();
    expect(campaign).toMatchObject({
      slug: "eid-ul-fitr-2026",
      name: { en: expect.stringMatching(/^Eid Sale/), ur: "عید سیل" },
      marketplaceShare: 100,
      running: true,
      productCount: 0,
    });
    const bad: Array<[object, string]> = [
      [{ nameUr: "" }, "The campaign's Urdu name is required."],
      [{ endsAt: iso(-2 * HOUR) }, "The end must come after the start."],
      [{ value: 95 }, "A campaign's percentage is a whole number from 1 to 90."],
      [{ fundedBy: "shared" }, "Say what percent of the discount the marketplace pays."],
    ];
    for (const [terms, message] of bad) {
      const res = await makeCampaign(terms);
      expect(res.statusCode, JSON.stringify(terms)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const stopped = await t.app.inject({
      method: "PUT",
      url: `/api/admin/campaigns/${campaign._id}`,
      headers: bearer(admin.token),
      payload: { active: false },
    });
    expect(stopped.json().campaign).toMatchObject({ active: false, running: false });
    const audit = await t.app.inject({ url: "/api/admin/audit", headers: bearer(admin.token) });
    const actions = audit.json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["campaign.create", "campaign.update"]));
    const operations = await createAdmin(t.app, { role: "operations" });
    expect((await makeCampaign({}, operations.token)).statusCode).toBe(403);
  });
});

describe("kept public answers", () => {
  it("last no longer than the next campaign's start or end, since prices change then", async () => {
    const at = new Date(Date.now() + 1000);
    const soon = await nextCampaignChange(t.app.db, at);
    const starts = new Date(Date.now() + 30 * 60_000);
    const made = await makeCampaign({ startsAt: starts.toISOString(), endsAt: iso(3 * HOUR) });
    expect(made.statusCode).toBe(201);
    const next = await nextCampaignChange(t.app.db, at);
    expect(next?.getTime()).toBe(Math.min(starts.getTime(), soon?.getTime() ?? Number.POSITIVE_INFINITY));
  });
});

describe("a seller's products in a campaign", () => {
  it("sell at the campaign price, shown on the product and its page, funded by the marketplace in her ledger", async () => {
    const w = await shop(1000);
    const { campaign } = (await makeCampaign({ value: 20 })).json();
    const joined = await join(w, campaign._id, [w.product.id]);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().productIds).toEqual([w.product.id]);

    const read = await t.app.inject({ url: `/api/products/${w.product.id}` });
    expect(read.json().product.campaign).toMatchObject({ slug: campaign.slug, type: "percent", value: 20 });
    const page = await t.app.inject({ url: `/api/campaigns/${campaign.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().products.map((p: { _id: string }) => p._id)).toEqual([w.product.id]);
    const open = await t.app.inject({ url: "/api/campaigns" });
    expect(open.json().campaigns.map((c: { slug: string }) => c.slug)).toContain(campaign.slug);

    // Two units of Rs 1,000 at 20% off: Rs 400 off, tax on Rs 1,600, free shipping.
    const res = await place(w, 2, { expectedTotal: 1680 });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      itemsPrice: 2000,
      discountPrice: 400,
      taxPrice: 80,
      totalPrice: 1680,
      discounts: [{ code: null, campaign: campaign.slug, amount: 400, fundedBy: "marketplace" }],
    });
    await confirmAsBuyer(t.app, w.customer.token, order);
    const world = { ...w };
    expect((await deliverOrder(t.app, world, order._id)).statusCode).toBe(200);
    expect((await setPayment(t.app, world, order._id, "Paid")).statusCode).toBe(200);
    const ledger = await readLedger(t.app, world);
    const byKind = Object.fromEntries(ledger.entries.map((e) => [e.kind, e.amount]));
    // She holds Rs 1,680 of cash; the marketplace owes her the Rs 400 it funded, less commission and tax.
    expect(byKind).toMatchObject({
      sale: 1680,
      "collected-by-seller": -1680,
      commission: -160,
      tax: -80,
      "campaign-funding": 400,
    });
    expect(ledger.balance).toBe(160);
  });

  it("splits a shared campaign's funding, and lets a voucher apply to what is left", async () => {
    const w = await shop(1000);
    const { campaign } = (
      await makeCampaign({ type: "fixed", value: 100, fundedBy: "shared", marketplaceShare: 50 })
    ).json();
    await join(w, campaign._id, [w.product.id]);
    await t.app.inject({
      method: "POST",
      url: `/api/seller/stores/${w.store.id}/vouchers`,
      headers: bearer(w.seller.token),
      payload: { code: "EXTRA10", type: "percent", value: 10 },
    });
    // Rs 1,000 less Rs 100 (campaign) = Rs 900; 10% of that = Rs 90; tax on Rs 810; shipping Rs 50 (items ≤ Rs 1,000).
    const res = await place(w, 1, { voucherCodes: ["EXTRA10"], expectedTotal: 900.5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      discountPrice: 190,
      shippingPrice: 50,
      taxPrice: 40.5,
      totalPrice: 900.5,
      discounts: [
        { campaign: campaign.slug, amount: 100, fundedBy: "shared" },
        { code: "EXTRA10", amount: 90, fundedBy: "seller" },
      ],
    });
  });

  it("refuses another seller's products, and joining once the campaign is over", async () => {
    const w = await shop();
    const other = await shop();
    const { campaign } = (await makeCampaign()).json();
    const theirs = await join(w, campaign._id, [other.product.id]);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe("You can only add your own products to a campaign.");
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/campaigns/${campaign._id}`,
      headers: bearer(admin.token),
      payload: { endsAt: iso(-1000), startsAt: iso(-2 * HOUR) },
    });
    const late = await join(w, campaign._id, [w.product.id]);
    expect(late.statusCode).toBe(409);
    // A product whose campaign ended sells at its own price again.
    const read = await t.app.inject({ url: `/api/products/${w.product.id}` });
    expect(read.json().product.campaign).toBeUndefined();
  });
});
