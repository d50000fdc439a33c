import { PayoutRunAnswer } from "@marketplace/shared/payouts-contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAdmin } from "../../../test/fixtures.ts";
import { deliveredAndPaid, ledgerWorld } from "../../../test/ledger-fixtures.ts";
import { quietPayoutRound } from "../../../test/quiet-payout-round.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../test/smtp-inbox.ts";

/**
 * A seller is told, on the bell and by e-mail in her own language, when a payout to her is sent (its
 * run approved) and when finance marks it paid or failed (issue 30): once each, however often the
 * run is approved.
 */
let t: TestApp;
let inbox: SmtpInbox;
let owner: Awaited<ReturnType<typeof createAdmin>>;
let photo: string;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: "https://shop.example.pk" });
  await quietPayoutRound(t.app);
  owner = await createAdmin(t.app);
  const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#334155" } })
    .png()
    .toBuffer();
  photo = `data:image/png;base64,${png.toString("base64")}`;
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, payload });

interface Listed {
  kind: string;
  title: string;
  body: string;
  link: string;
}

async function payoutNotices(token: string, language = "en"): Promise<Listed[]> {
  const res = await call("GET", "/api/notifications?limit=50", token, undefined, {
    "accept-language": language,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().notifications as Listed[]).filter((n) => n.kind === "payout");
}

/** Waits until the seller has `count` payout notices (the queue's worker writes them). */
const waitForNotices = (token: string, count: number, language = "en") =>
  vi.waitFor(
    async () => {
      const found = await payoutNotices(token, language);
      if (found.length < count) throw new Error(`${found.length} payout notices so far`);
      return found;
    },
    { timeout: 20_000, interval: 200 },
  );

/** The payout e-mails to `address` (she gets her orders' e-mails too), once `count` have arrived. */
const payoutMails = (address: string, count: number) =>
  vi.waitFor(
    () => {
      const found = inbox.received.filter(
        (mail) => mail.to.includes(address.toLowerCase()) && /HM-/.test(mail.subject),
      );
      if (found.length < count) throw new Error(`${found.length} payout e-mails so far`);
      return found;
    },
    { timeout: 20_000, interval: 200 },
  );

/** A store with one order delivered and paid (Rs 3,600 due to her), whose seller's details are approved. */
async function paidSeller(language: "en" | "ur", account: object) {
  const w = await ledgerWorld(t.app);
  expect((await call("PUT", "/api/account/language", w.seller.token, { language })).statusCode).toBe(200);
  const sent = await call("PUT", "/api/seller/kyc", w.seller.token, {
    cnic: "35202-1234567-1",
    cnicFront: photo,
    cnicBack: photo,
    payoutAccount: account,
  });
  expect(sent.statusCode).toBe(200);
  const approved = await call("PUT", `/api/admin/sellers/${w.seller.id}/kyc`, owner.token, {
    decision: "approve",
  });
  expect(approved.statusCode).toBe(200);
  await deliveredAndPaid(t.app, w, "Bank Transfer");
  return w;
}

describe("a seller told of her payouts (issue 30)", () => {
  it("tells her on the bell and by e-mail, in her language, when it is sent, paid or failed, once each", async () => {
    // Orders count at once: the operator's hold is 0 days.
    expect((await call("PUT", "/api/admin/settings", owner.token, { payoutHoldDays: 0 })).statusCode).toBe(
      200,
    );
    const urdu = await paidSeller("ur", {
      type: "bank",
      bankName: "Meezan Bank",
      iban: "PK36SCBL0000001123456702",
      title: "Fatima Bibi",
    });
    const english = await paidSeller("en", { type: "jazzcash", number: "03001234567", title: "Amina" });

    const proposed = await call("POST", "/api/admin/payout-runs", owner.token);
    expect(proposed.statusCode).toBe(201);
    const { run } = PayoutRunAnswer.parse(proposed.json());
    // Nobody is told of a run under review.
    expect(await payoutNotices(urdu.seller.token)).toEqual([]);

    const approve = () =>
      call("PUT", `/api/admin/payout-runs/${run._id}`, owner.token, { action: "approve" });
    const approved = PayoutRunAnswer.parse((await approve()).json()).run;
    const lineOf = (w: typeof urdu) => approved.payouts.find((p) => p.storeId === w.store.id);
    const urduLine = lineOf(urdu);
    const englishLine = lineOf(english);
    expect(urduLine).toMatchObject({ status: "sent", amount: 3600 });
    expect(englishLine).toMatchObject({ status: "sent", amount: 3600 });
    const ref = urduLine?.reference ?? "";

    const [sentNotice] = await waitForNotices(urdu.seller.token, 1);
    expect(sentNotice).toMatchObject({
      title: `Payout ${ref} sent`,
      body: `Hunarmand has sent you Rs 3,600 for ${urdu.store.name} (payout ${ref}). It usually reaches your account within 2 working days.`,
      link: `/dashboard/earnings/${urdu.store.id}`,
    });
    // The bell speaks Urdu to a reader of Urdu; the e-mail goes in the language she chose.
    const [inUrdu] = await payoutNotices(urdu.seller.token, "ur");
    expect(inUrdu?.title).toBe(`ادائیگی \u2068${ref}\u2069 بھیج دی گئی`);
    expect(inUrdu?.body).toBe(
      `ہنرمند نے آپ کو \u2068${urdu.store.name}\u2069 کے لیے \u2068Rs 3,600\u2069 بھیج دیے ہیں (ادائیگی \u2068${ref}\u2069)۔ یہ رقم عموماً 2 کاروباری دنوں میں آپ کے اکاؤنٹ میں پہنچ جاتی ہے۔`,
    );
    const [urduMail] = await payoutMails(urdu.seller.email, 1);
    expect(urduMail?.subject).toBe(`ادائیگی \u2068${ref}\u2069 بھیج دی گئی · ہنرمند`);
    expect(urduMail?.html).toContain('<html lang="ur" dir="rtl">');
    expect(urduMail?.text).toContain("Meezan Bank ••••6702");
    expect(urduMail?.text).not.toContain("PK36SCBL0000001123456702");
    const [englishMail] = await payoutMails(english.seller.email, 1);
    expect(englishMail?.subject).toBe(`Payout ${englishLine?.reference} sent · Hunarmand`);
    expect(englishMail?.text).toContain("JazzCash ••••4567");

    // Approving again pays nothing more and tells nobody again.
    expect((await approve()).statusCode).toBe(200);

    const paid = await call("PUT", `/api/admin/payouts/${urduLine?._id}`, owner.token, {
      status: "paid",
      reference: "MZN-778812",
    });
    expect(paid.statusCode).toBe(200);
    const failed = await call("PUT", `/api/admin/payouts/${englishLine?._id}`, owner.token, {
      status: "failed",
      reason: "The wallet number is closed.",
    });
    expect(failed.statusCode).toBe(200);
    // A second mark is refused and tells nothing.
    expect(
      (
        await call("PUT", `/api/admin/payouts/${urduLine?._id}`, owner.token, {
          status: "paid",
          reference: "MZN-778812",
        })
      ).statusCode,
    ).toBe(409);

    const urduNotices = await waitForNotices(urdu.seller.token, 2);
    expect(urduNotices[0]).toMatchObject({
      title: `Payout ${ref} paid`,
      body: `Your payout ${ref} of Rs 3,600 for ${urdu.store.name} has reached your account. Bank reference: MZN-778812.`,
    });
    const englishNotices = await waitForNotices(english.seller.token, 2);
    expect(englishNotices[0]).toMatchObject({
      title: `Payout ${englishLine?.reference} failed`,
      body: `Your payout ${englishLine?.reference} of Rs 3,600 for ${english.store.name} did not go through, and the money is back in your balance for the next payout. Reason: The wallet number is closed.`,
    });
    const urduMails = await payoutMails(urdu.seller.email, 2);
    expect(urduMails[1]?.subject).toBe(`ادائیگی \u2068${ref}\u2069 پہنچ گئی · ہنرمند`);

    // However long the queue takes, each status of each line was told once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await payoutNotices(urdu.seller.token)).toHaveLength(2);
    expect(await payoutNotices(english.seller.token)).toHaveLength(2);
    expect(await payoutMails(urdu.seller.email, 2)).toHaveLength(2);
  });
});
