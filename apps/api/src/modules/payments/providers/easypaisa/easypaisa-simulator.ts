import { randomBytes, randomInt } from "node:crypto";
import type { EasypaisaAccount } from "../../../../config.ts";
import { pakistanStamp } from "../payment-provider.ts";
import {
  choiceButton,
  escapeHtml,
  PaymentSimulator,
  type SimulatedPaymentState,
  type SimulatorAnswer,
  type SimulatorRequest,
  simulatorPage,
} from "../payment-simulator-server.ts";
import { EASYPAISA_PATHS } from "./easypaisa-protocol.ts";
import { easypaisaHashInput, openEasypaisaHashedRequest } from "./easypaisa-signing.ts";

/** The store the simulator knows; in simulator mode the server pays with these keys. */
export const EASYPAISA_SIMULATOR_KEYS = {
  storeId: "43",
  hashKey: "SIMULATORKEY0001",
  accountNum: "654321",
  username: "simulator-user",
  password: "simulator-password",
} as const;

interface Transaction {
  request: Record<string, string>;
  token: string;
  state: SimulatedPaymentState;
  transactionId: string;
  voucher: string | null;
}

const GREEN = "#3aa935";
const page = (body: string) => simulatorPage("Easypaisa", GREEN, body);
const withQuery = (url: string, query: Record<string, string>) =>
  `${url}${url.includes("?") ? "&" : "?"}${new URLSearchParams(query).toString()}`;

/**
 * Easypaisa's hosted checkout and inquiry, simulated (decision 0053): Index.jsf checks the store,
 * the fields and merchantHashedReq, then sends the buyer back with an auth_token; Confirm.jsf shows
 * Pay, Pending (a shop token) and Fail, then sends her to the second postBackURL with status, desc
 * and orderRefNumber, unsigned; the inquiry answers transactionStatus PAID, PENDING or FAILED.
 */
export class EasypaisaSimulator extends PaymentSimulator<Transaction> {
  readonly account: Omit<EasypaisaAccount, "url"> = { ...EASYPAISA_SIMULATOR_KEYS };

  override handle(request: SimulatorRequest): SimulatorAnswer {
    if (request.method === "POST" && request.path === EASYPAISA_PATHS.index) return this.index(request.form);
    if (request.method === "POST" && request.path === EASYPAISA_PATHS.confirm)
      return this.confirm(request.form);
    if (request.method === "POST" && request.path === "/__simulator/decide") return this.decide(request.form);
    if (request.method === "POST" && request.path === EASYPAISA_PATHS.inquiry)
      return this.inquiry(request.json ?? {}, String(request.headers.credentials ?? ""));
    if (request.method === "POST" && request.path === "/__simulator/settle") {
      const { reference, outcome } = (request.json ?? {}) as { reference?: string; outcome?: string };
      try {
        this.settle(String(reference), outcome === "failed" ? "failed" : "paid");
        return { status: 200, body: { ok: true } };
      } catch (error) {
        return { status: 404, body: { error: (error as Error).message } };
      }
    }
    return { status: 404, body: page("<p>Not found.</p>") };
  }

  /** Why step one's request is refused, or null. */
  refusal(fields: Readonly<Record<string, string>>): string | null {
    if (fields.storeId !== this.account.storeId) return "The store is not known to Easypaisa.";
    for (const name of ["amount", "postBackURL", "orderRefNum", "merchantHashedReq"]) {
      if (!fields[name]) return `The request has no ${name}.`;
    }
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(fields.amount ?? "")) return "The amount is not rupees.";
    if (!/^https?:\/\//.test(fields.postBackURL ?? "")) return "The postBackURL is not an address.";
    const opened = openEasypaisaHashedRequest(fields.merchantHashedReq ?? "", this.account.hashKey);
    if (opened !== easypaisaHashInput(fields)) return "merchantHashedReq does not match the request.";
    if (this.transactions.has(fields.orderRefNum ?? "")) return "This order reference was already used.";
    return null;
  }

  private index(fields: Record<string, string>): SimulatorAnswer {
    const refused = this.refusal(fields);
    if (refused) {
      const back = /^https?:\/\//.test(fields.postBackURL ?? "")
        ? `<p><a href="${escapeHtml(withQuery(fields.postBackURL as string, { status: "0001", desc: refused, orderRefNumber: fields.orderRefNum ?? "" }))}">Back to the shop</a></p>`
        : "";
      return { status: 200, body: page(`<p role="alert">0001: ${escapeHtml(refused)}</p>${back}`) };
    }
    const token = randomBytes(12).toString("base64url");
    this.transactions.set(fields.orderRefNum as string, {
      request: fields,
      token,
      state: "awaiting",
      transactionId: String(randomInt(10_000_000, 99_999_999)),
      voucher: null,
    });
    return {
      status: 302,
      body: "",
      location: withQuery(fields.postBackURL as string, { auth_token: token }),
    };
  }

  private byToken(token: string | undefined) {
    return [...this.transactions.entries()].find(([, txn]) => txn.token === token);
  }

  private confirm(form: Record<string, string>): SimulatorAnswer {
    const found = this.byToken(form.auth_token);
    if (!found || !/^https?:\/\//.test(form.postBackURL ?? ""))
      return {
        status: 400,
        body: page('<p role="alert">This checkout has ended or its link is not valid.</p>'),
      };
    const [reference, txn] = found;
    txn.request.confirmPostBackURL = form.postBackURL as string;
    const choice = (choice: string, label: string) =>
      choiceButton("/__simulator/decide", { reference, choice }, label);
    const body = `<h1>Pay Rs ${escapeHtml(txn.request.amount ?? "")}</h1><p>Order ${escapeHtml(reference)}</p>${choice("pay", "Pay")}${choice("pending", "Pending (voucher)")}${choice("fail", "Fail")}`;
    return { status: 200, body: page(body) };
  }

  private decide(form: Record<string, string>): SimulatorAnswer {
    const reference = form.reference ?? "";
    const txn = this.transactions.get(reference);
    if (txn?.state !== "awaiting" || !txn.request.confirmPostBackURL)
      return { status: 400, body: page('<p role="alert">This transaction was already decided.</p>') };
    txn.state = form.choice === "pay" ? "paid" : form.choice === "pending" ? "pending" : "failed";
    if (txn.state === "pending") txn.voucher = String(randomInt(100_000_000, 999_999_999));
    const status = txn.state === "failed" ? "0001" : "0000";
    const desc =
      txn.state === "failed" ? "Transaction failed" : txn.state === "pending" ? "Pay at a shop" : "Success";
    return {
      status: 302,
      body: "",
      location: withQuery(txn.request.confirmPostBackURL, { status, desc, orderRefNumber: reference }),
    };
  }

  private inquiry(body: Record<string, unknown>, credentials: string): SimulatorAnswer {
    const expected = Buffer.from(`${this.account.username}:${this.account.password}`).toString("base64");
    if (credentials !== expected)
      return { status: 200, body: { responseCode: "0010", responseDesc: "INVALID CREDENTIALS" } };
    if (String(body.storeId) !== this.account.storeId || String(body.accountNum) !== this.account.accountNum)
      return { status: 200, body: { responseCode: "0006", responseDesc: "INVALID STORE ID" } };
    if (typeof body.orderId !== "string" || !body.orderId)
      return { status: 200, body: { responseCode: "0002", responseDesc: "REQUIRED FIELD MISSING" } };
    const txn = this.transactions.get(body.orderId);
    if (!txn) return { status: 200, body: { responseCode: "0003", responseDesc: "INVALID ORDER ID" } };
    const transactionStatus = { awaiting: "PENDING", pending: "PENDING", paid: "PAID", failed: "FAILED" }[
      txn.state
    ];
    const expiry = txn.request.expiryDate?.replace(" ", "") ?? "";
    return {
      status: 200,
      body: {
        responseCode: "0000",
        responseDesc: "SUCCESS",
        orderId: body.orderId,
        storeId: this.account.storeId,
        accountNum: this.account.accountNum,
        transactionId: txn.transactionId,
        transactionStatus,
        transactionAmount: txn.request.amount,
        transactionDateTime: pakistanStamp(new Date()),
        paymentToken: txn.voucher,
        paymentTokenExpiryDateTime: txn.voucher ? expiry : null,
        paymentMode: txn.voucher ? "OTC" : "MA",
      },
    };
  }
}
