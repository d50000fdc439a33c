import { afterEach, describe, expect, it, vi } from "vitest";
import {
  easypaisaHashedRequest,
  easypaisaHashInput,
  openEasypaisaHashedRequest,
} from "./easypaisa/easypaisa-signing.ts";
import { createJazzCashProvider } from "./jazzcash/jazzcash-adapter.ts";
import { hasValidJazzCashHash, jazzCashSecureHash, signJazzCash } from "./jazzcash/jazzcash-signing.ts";

// Every expected value below was computed outside this code, with openssl (decision 0053):
//   printf '%s' '<input>' | openssl dgst -sha256 -hmac '<salt>'
//   printf '%s' '<input>' | openssl enc -aes-128-ecb -K <hex of the key> -base64 -A

describe("JazzCash's pp_SecureHash", () => {
  it("reproduces JazzCash's published sample (salt 0F5DD14AE2)", () => {
    const fields = { pp_MerchantID: "MER123", pp_OrderInfo: "A48cvE28", pp_Amount: "2995" };
    expect(jazzCashSecureHash(fields, "0F5DD14AE2")).toBe(
      "C7689CDA7474EB1ADCD343FD0C0B676BAD0BA66361CC46DB589BDB0DA4C1C867",
    );
  });

  it("hashes the non-empty pp fields in ASCII order of their names, the salt first", () => {
    const request = {
      pp_Version: "1.1",
      pp_TxnType: "",
      pp_Language: "EN",
      pp_MerchantID: "MC12345",
      pp_Password: "secretpw",
      pp_BankID: "",
      pp_TxnRefNo: "HM0123456789ABCDEF01",
      pp_Amount: "4200",
      pp_TxnCurrency: "PKR",
      pp_TxnDateTime: "20261129173000",
      pp_Description: "Sale of 2 orders",
      // Not a pp field: left out of the hash.
      returnTo: "anything",
    };
    // 'HUNARMANDSALT01&4200&Sale of 2 orders&EN&MC12345&secretpw&PKR&20261129173000&HM0123456789ABCDEF01&1.1'
    expect(jazzCashSecureHash(request, "HUNARMANDSALT01")).toBe(
      "BB2A0FD70A9AB2E4E4011F1EBE4481588366B2184F187465999A9E5E0CE78294",
    );
  });

  it("accepts an answer signed with the salt, in either case, and refuses a tampered one", () => {
    const answer = {
      pp_Amount: "4200",
      pp_RetreivalReferenceNo: "SIM123",
      pp_ResponseCode: "000",
      pp_ResponseMessage: "Thank you for Using JazzCash, your transaction was successful.",
      pp_TxnCurrency: "PKR",
      pp_TxnRefNo: "HM0123456789ABCDEF01",
      pp_SecureHash: "5716be8bda00e1950aa7afc8d8c5564674056a5ba7c6ae0524a64b1b2a5fa34f",
    };
    expect(hasValidJazzCashHash(answer, "HUNARMANDSALT01")).toBe(true);
    expect(
      hasValidJazzCashHash(
        { ...answer, pp_SecureHash: answer.pp_SecureHash.toUpperCase() },
        "HUNARMANDSALT01",
      ),
    ).toBe(true);
    expect(hasValidJazzCashHash({ ...answer, pp_Amount: "420" }, "HUNARMANDSALT01")).toBe(false);
    expect(hasValidJazzCashHash(answer, "ANOTHERSALT")).toBe(false);
    expect(hasValidJazzCashHash({ ...answer, pp_SecureHash: "not hex" }, "HUNARMANDSALT01")).toBe(false);
    expect(hasValidJazzCashHash(signJazzCash({ pp_Amount: "1" }, "s"), "s")).toBe(true);
  });
});

describe("JazzCash's wallet refund request (decision 0053)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // [J1]'s Mobile Account Refund fields, with its sample values and the published sample's salt:
  // '0F5DD14AE2&20000&MC2645&1111&vgyttef556&PKR&T20190515094840'
  // (pp_MerchantID sorts before pp_MerchantMPIN: "I" < "M").
  const REFUND_HASH = "5B477F135123515E9788DA0C6E76D3058B57017044ACC0057697613278153947";
  const REFUND_FIELDS = {
    pp_TxnRefNo: "T20190515094840",
    pp_Amount: "20000",
    pp_TxnCurrency: "PKR",
    pp_MerchantID: "MC2645",
    pp_Password: "vgyttef556",
    pp_MerchantMPIN: "1111",
  };

  it("signs the six refund fields like every JazzCash request", () => {
    expect(jazzCashSecureHash(REFUND_FIELDS, "0F5DD14AE2")).toBe(REFUND_HASH);
  });

  it("posts exactly those fields to domwalletrefundtransaction, and only for a wallet payment with an MPIN", async () => {
    const account = {
      url: "https://sandbox.jazzcash.com.pk",
      merchantId: "MC2645",
      password: "vgyttef556",
      integritySalt: "0F5DD14AE2",
      mpin: "1111",
    };
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      const answer = signJazzCash(
        { pp_ResponseCode: "000", pp_ResponseMessage: "ok" },
        account.integritySalt,
      );
      return new Response(JSON.stringify(answer), { status: 200 });
    });
    const provider = createJazzCashProvider(account);
    expect(provider.refunder?.("OTC")).toBeNull();
    expect(createJazzCashProvider({ ...account, mpin: undefined }).refunder?.("MWALLET")).toBeNull();
    const refund = provider.refunder?.("MWALLET");
    expect(await refund?.({ reference: "T20190515094840", amountPaisa: 20000 })).toMatchObject({
      kind: "refunded",
      code: "000",
    });
    expect(sent).toEqual([
      {
        url: "https://sandbox.jazzcash.com.pk/ApplicationAPI/API/Purchase/domwalletrefundtransaction",
        body: { ...REFUND_FIELDS, pp_SecureHash: REFUND_HASH },
      },
    ]);
  });

  it("reads another code as a refusal and a wrongly signed answer as unknown", async () => {
    const account = {
      url: "https://x.test",
      merchantId: "M",
      password: "P",
      integritySalt: "S",
      mpin: "1234",
    };
    let answer: Record<string, string> = {};
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(answer), { status: 200 }));
    const refund = createJazzCashProvider(account).refunder?.("MWALLET");
    answer = signJazzCash({ pp_ResponseCode: "024", pp_ResponseMessage: "Bad PIN" }, "S");
    expect(await refund?.({ reference: "HM1", amountPaisa: 100 })).toEqual({
      kind: "refused",
      code: "024",
      message: "024 Bad PIN",
    });
    answer = { ...signJazzCash({ pp_ResponseCode: "000" }, "OTHER") };
    expect((await refund?.({ reference: "HM1", amountPaisa: 100 }))?.kind).toBe("unknown");
  });
});

describe("Easypaisa's merchantHashedReq", () => {
  const fields = {
    storeId: "43",
    amount: "4200.0",
    postBackURL: "https://shop.example.pk/api/payments/easypaisa/x/confirm",
    orderRefNum: "HM0123456789ABCDEF01",
    expiryDate: "20261129 173000",
    autoRedirect: "1",
    paymentMethod: "",
    emailAddr: "",
  };

  it("writes the non-empty fields in name order, as the plugin does", () => {
    expect(easypaisaHashInput(fields)).toBe(
      "amount=4200.0&autoRedirect=1&expiryDate=20261129 173000&orderRefNum=HM0123456789ABCDEF01&postBackURL=https://shop.example.pk/api/payments/easypaisa/x/confirm&storeId=43",
    );
  });

  it("encrypts them with AES-128-ECB under the hash key, in Base64", () => {
    const hashed = easypaisaHashedRequest(fields, "EASYPAISAKEY1234");
    expect(hashed).toBe(
      "ivx3evvda8wZ3Q6q6pvXs0FZUAlJaoMvZJMEsAON8qLTpWgrwMRFW+StAzSCA31FCexjl0Z6J08piJUWSlyRMQq5p478b0l5gNeaZ8Uk1WWd0QlfZXMU348tp8gRLq/rbDXxs+1miq2Oe0hdSUrWxvtMkCtWTqqRR+g7WLKzNzx/mjdgNpOZjr6jQxcOLtNmt30FgMS1qHZRZauc7SRONiDp2Yqq7WOhuKFnDUj89Yg=",
    );
    expect(openEasypaisaHashedRequest(hashed, "EASYPAISAKEY1234")).toBe(easypaisaHashInput(fields));
    expect(openEasypaisaHashedRequest(hashed, "ANOTHERKEY123456")).not.toBe(easypaisaHashInput(fields));
  });
});
