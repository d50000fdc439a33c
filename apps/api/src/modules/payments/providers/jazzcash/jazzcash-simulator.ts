import { randomInt } from "node:crypto";
import type { JazzCashAccount } from "../../../../config.ts";
import { pakistanStamp } from "../payment-provider.ts";
import {
  choiceButton,
  escapeHtml,
  PaymentSimulator,
  postingForm,
  type SimulatedPaymentState,
  type SimulatorAnswer,
  type SimulatorRequest,
  simulatorPage,
} from "../payment-simulator-server.ts";
import { JAZZCASH_MESSAGES, JAZZCASH_PATHS, JAZZCASH_WALLET_TXN_TYPE } from "./jazzcash-protocol.ts";
import { hasValidJazzCashHash, signJazzCash } from "./jazzcash-signing.ts";

/** The merchant the simulator knows; in simulator mode the server pays with these keys. */
export const JAZZCASH_SIMULATOR_KEYS = {
  merchantId: "MC-SIMULATOR",
  password: "simulator-password",
  integritySalt: "SIMULATORSALT01",
  mpin: "1234",
} as const;

interface Transaction {
  request: Record<string, string>;
  state: SimulatedPaymentState;
  code: string;
  retrievalReference: string;
  /** How it was paid: MWALLET (Pay) or OTC (a voucher). */
  txnType: string;
  /** What the wallet refund API gave back so far, in paisa. */
  refundedPaisa: number;
}

/** Fields a hosted-page request must carry, and the form each must have ([J2]). */
const REQUIRED: Readonly<Record<string, RegExp>> = {
  pp_Version: /^1\.1$/,
  pp_Language: /^EN$/,
  pp_MerchantID: /^.{1,50}$/,
  pp_Password: /^.{1,50}$/,
  pp_TxnRefNo: /^[A-Za-z0-9]{1,20}$/,
  pp_Amount: /^[1-9]\d{0,11}$/,
  pp_TxnCurrency: /^PKR$/,
  pp_TxnDateTime: /^\d{14}$/,
  pp_BillReference: /^[A-Za-z0-9-]{1,20}$/,
  pp_Description: /^.{1,200}$/s,
  pp_ReturnURL: /^https?:\/\/.{1,190}$/,
};

const message = (code: string, field = "") => (JAZZCASH_MESSAGES[code] ?? "").replace("{field}", field);

/**
 * JazzCash's hosted page and inquiry, simulated (decision 0053): it refuses a request with a missing
 * or malformed field (110), another merchant's keys (101) or a wrong hash (115), as JazzCash's table
 * says; the buyer picks Pay (000), Pending (a voucher, 124) or Fail (112, cancelled); the answer goes
 * back to pp_ReturnURL as a signed form POST; the inquiry tells where each transaction stands.
 */
export class JazzCashSimulator extends PaymentSimulator<Transaction> {
  readonly account: Omit<JazzCashAccount, "url"> = { ...JAZZCASH_SIMULATOR_KEYS };

  protected override settled(txn: Transaction): void {
    txn.code = txn.state === "paid" ? "121" : "112";
  }

  override handle(request: SimulatorRequest): SimulatorAnswer {
    if (request.method === "POST" && request.path === JAZZCASH_PATHS.form)
      return this.hostedPage(request.form);
    if (request.method === "POST" && request.path === "/__simulator/decide") return this.decide(request.form);
    if (request.method === "POST" && request.path === JAZZCASH_PATHS.inquiry)
      return this.inquiry(request.json ?? {});
    if (request.method === "POST" && request.path === JAZZCASH_PATHS.walletRefund)
      return this.walletRefund(request.json ?? {});
    if (request.method === "POST" && request.path === "/__simulator/settle") {
      const { reference, outcome } = (request.json ?? {}) as {
        reference?: string;
        outcome?: "paid" | "failed";
      };
      try {
        this.settle(String(reference), outcome === "failed" ? "failed" : "paid");
        return { status: 200, body: { ok: true } };
      } catch (error) {
        return { status: 404, body: { error: (error as Error).message } };
      }
    }
    return { status: 404, body: simulatorPage("JazzCash", "#c8102e", "<p>Not found.</p>") };
  }

  /** The request's first fault, as JazzCash's code and words, or null. */
  refusal(fields: Readonly<Record<string, string>>): { code: string; words: string } | null {
    for (const [name, form] of Object.entries(REQUIRED)) {
      if (!form.test(fields[name] ?? "")) return { code: "110", words: message("110", name) };
    }
    if (fields.pp_MerchantID !== this.account.merchantId || fields.pp_Password !== this.account.password)
      return { code: "101", words: message("101") };
    if (!hasValidJazzCashHash(fields, this.account.integritySalt))
      return { code: "115", words: message("115") };
    if (this.transactions.has(fields.pp_TxnRefNo ?? ""))
      return { code: "110", words: message("110", "pp_TxnRefNo") };
    return null;
  }

  private hostedPage(fields: Record<string, string>): SimulatorAnswer {
    const refused = this.refusal(fields);
    if (refused) {
      const back = /^https?:\/\//.test(fields.pp_ReturnURL ?? "")
        ? postingForm(
            fields.pp_ReturnURL as string,
            this.answerFields(fields, refused.code),
            "Back to the shop",
          )
        : "";
      const page = `<p role="alert">${escapeHtml(refused.code)}: ${escapeHtml(refused.words)}</p>${back.replace(/<script>.*<\/script>/, "")}`;
      return { status: 200, body: simulatorPage("JazzCash", "#c8102e", page) };
    }
    const reference = fields.pp_TxnRefNo as string;
    this.transactions.set(reference, {
      request: fields,
      state: "awaiting",
      code: "",
      retrievalReference: String(randomInt(100_000_000, 999_999_999)),
      txnType: "",
      refundedPaisa: 0,
    });
    const rupees = (Number(fields.pp_Amount) / 100).toFixed(2);
    const choice = (choice: string, label: string) =>
      choiceButton("/__simulator/decide", { reference, choice }, label);
    const body = `<h1>Pay Rs ${escapeHtml(rupees)}</h1><p>${escapeHtml(fields.pp_Description ?? "")}</p><p>Reference ${escapeHtml(reference)}</p>${choice("pay", "Pay")}${choice("pending", "Pending (voucher)")}${choice("fail", "Fail")}`;
    return { status: 200, body: simulatorPage("JazzCash", "#c8102e", body) };
  }

  private decide(form: Record<string, string>): SimulatorAnswer {
    const txn = this.transactions.get(form.reference ?? "");
    if (txn?.state !== "awaiting")
      return {
        status: 400,
        body: simulatorPage(
          "JazzCash",
          "#c8102e",
          '<p role="alert">This transaction was already decided.</p>',
        ),
      };
    const code = form.choice === "pay" ? "000" : form.choice === "pending" ? "124" : "112";
    txn.state = code === "000" ? "paid" : code === "124" ? "pending" : "failed";
    txn.code = code;
    txn.txnType = code === "124" ? "OTC" : JAZZCASH_WALLET_TXN_TYPE;
    const answer = this.answerFields(txn.request, code, txn);
    const body = postingForm(txn.request.pp_ReturnURL as string, answer, "Back to the shop");
    return { status: 200, body: simulatorPage("JazzCash", "#c8102e", body) };
  }

  /** The signed fields JazzCash posts back to pp_ReturnURL. */
  answerFields(
    request: Readonly<Record<string, string>>,
    code: string,
    txn?: Transaction,
  ): Record<string, string> {
    return signJazzCash(
      {
        pp_Version: "1.1",
        pp_TxnType: txn?.txnType || (code === "124" ? "OTC" : JAZZCASH_WALLET_TXN_TYPE),
        pp_Language: "EN",
        pp_MerchantID: request.pp_MerchantID ?? "",
        pp_SubMerchantID: "",
        pp_TxnRefNo: request.pp_TxnRefNo ?? "",
        pp_Amount: request.pp_Amount ?? "",
        pp_TxnCurrency: "PKR",
        pp_TxnDateTime: request.pp_TxnDateTime ?? "",
        pp_BillReference: request.pp_BillReference ?? "",
        pp_ResponseCode: code,
        pp_ResponseMessage: message(code),
        pp_RetreivalReferenceNo: txn?.retrievalReference ?? "",
        pp_SettlementExpiry: code === "124" ? (request.pp_TxnExpiryDateTime ?? "") : "",
        pp_AuthCode: "",
      },
      this.account.integritySalt,
    );
  }

  /**
   * The wallet refund ([J1] [J4]): checks the merchant's keys (101), the hash (115), the MPIN (024
   * "Bad PIN"), the amount's form (110), that the transaction exists (109), was paid by wallet (132
   * "cannot be refunded"), is not refunded in full already (131) and that the amount is not more than
   * is left (110, "Invalid value for pp_Amount"); answers 000 and remembers what it gave back.
   */
  private walletRefund(body: Record<string, unknown>): SimulatorAnswer {
    const fields = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
    );
    const answer = (code: string, words = message(code)) => ({
      status: 200,
      body: signJazzCash({ pp_ResponseCode: code, pp_ResponseMessage: words }, this.account.integritySalt),
    });
    if (fields.pp_MerchantID !== this.account.merchantId || fields.pp_Password !== this.account.password)
      return answer("101");
    if (!hasValidJazzCashHash(fields, this.account.integritySalt)) return answer("115");
    if (fields.pp_MerchantMPIN !== this.account.mpin) return answer("024");
    if (!/^[1-9]\d{0,11}$/.test(fields.pp_Amount ?? "")) return answer("110", message("110", "pp_Amount"));
    if (fields.pp_TxnCurrency !== "PKR") return answer("110", message("110", "pp_TxnCurrency"));
    const txn = this.transactions.get(fields.pp_TxnRefNo ?? "");
    if (!txn) return answer("109");
    if (txn.state !== "paid" || txn.txnType !== JAZZCASH_WALLET_TXN_TYPE) return answer("132");
    const paid = Number(txn.request.pp_Amount);
    if (txn.refundedPaisa >= paid) return answer("131");
    const amount = Number(fields.pp_Amount);
    if (amount > paid - txn.refundedPaisa) return answer("110", message("110", "pp_Amount"));
    txn.refundedPaisa += amount;
    return answer("000");
  }

  /** What the wallet refund API gave back for a transaction, in paisa (tests). */
  refundedPaisa(reference: string): number {
    return this.transactions.get(reference)?.refundedPaisa ?? 0;
  }

  private inquiry(body: Record<string, unknown>): SimulatorAnswer {
    const fields = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
    );
    const sign = (answer: Record<string, string>) => ({
      status: 200,
      body: signJazzCash(answer, this.account.integritySalt),
    });
    if (fields.pp_MerchantID !== this.account.merchantId || fields.pp_Password !== this.account.password)
      return sign({ pp_ResponseCode: "101", pp_ResponseMessage: message("101") });
    if (!hasValidJazzCashHash(fields, this.account.integritySalt))
      return sign({ pp_ResponseCode: "115", pp_ResponseMessage: message("115") });
    const txn = this.transactions.get(fields.pp_TxnRefNo ?? "");
    if (!txn) return sign({ pp_ResponseCode: "109", pp_ResponseMessage: message("109") });
    const status = { awaiting: "Pending", pending: "Pending", paid: "Completed", failed: "Failed" }[
      txn.state
    ];
    const paymentCode = txn.state === "awaiting" ? "157" : txn.code;
    return sign({
      pp_ResponseCode: "000",
      pp_ResponseMessage: "Successfully returned status for this transaction.",
      pp_Status: status,
      pp_PaymentResponseCode: paymentCode,
      pp_PaymentResponseMessage: message(paymentCode) || status,
      pp_TxnRefNo: fields.pp_TxnRefNo ?? "",
      pp_Amount: txn.request.pp_Amount ?? "",
      pp_RetreivalReferenceNo: txn.retrievalReference,
      pp_SettlementExpiry: txn.state === "pending" ? (txn.request.pp_TxnExpiryDateTime ?? "") : "",
      pp_SettlementDate: txn.state === "paid" ? pakistanStamp(new Date()) : "",
    });
  }
}
