import type { PaymentRedirect } from "@marketplace/shared/payments-contracts";
import type { EasypaisaAccount } from "../../../../config.ts";
import {
  asFields,
  type CheckoutRequest,
  fromPakistanStamp,
  type PaymentProvider,
  paisaFromRupeeText,
  pakistanStamp,
  postJson,
} from "../payment-provider.ts";
import {
  EASYPAISA_PATHS,
  easypaisaAmount,
  easypaisaExpiry,
  outcomeOfTransactionStatus,
} from "./easypaisa-protocol.ts";
import { easypaisaHashedRequest } from "./easypaisa-signing.ts";

export interface EasypaisaProvider extends PaymentProvider {
  /** Step two: the form that sends the buyer, with Easypaisa's auth_token, to Confirm.jsf. */
  confirmForm(authToken: string, returnUrl: string): PaymentRedirect;
}

/**
 * Easypaisa's hosted checkout (decision 0053): step one posts the fields and their AES
 * merchantHashedReq to Index.jsf; Easypaisa sends the buyer back with an auth_token, which step two
 * posts to Confirm.jsf; the buyer comes back with status, desc and orderRefNumber, unsigned. So a
 * return is only a reading to confirm: the inquiry API is what says paid.
 */
export function createEasypaisaProvider(account: EasypaisaAccount): EasypaisaProvider {
  const url = (path: string) => `${account.url}${path}`;
  return {
    code: "easypaisa",
    formOrigin: new URL(account.url).origin,

    checkout(request: CheckoutRequest): PaymentRedirect {
      const fields: Record<string, string> = {
        storeId: account.storeId,
        amount: easypaisaAmount(request.amountPaisa),
        // Step one's postBackURL: Easypaisa sends the buyer there with an auth_token.
        postBackURL: request.returnUrl,
        orderRefNum: request.reference,
        expiryDate: easypaisaExpiry(pakistanStamp(request.expiresAt)),
        autoRedirect: "1",
      };
      return {
        url: url(EASYPAISA_PATHS.index),
        method: "POST",
        fields: { ...fields, merchantHashedReq: easypaisaHashedRequest(fields, account.hashKey) },
      };
    },

    confirmForm(authToken, returnUrl) {
      return {
        url: url(EASYPAISA_PATHS.confirm),
        method: "POST",
        fields: { auth_token: authToken, postBackURL: returnUrl },
      };
    },

    readReturn(fields) {
      const reference = fields.orderRefNumber ?? "";
      if (!/^[A-Za-z0-9]{1,40}$/.test(reference))
        return {
          kind: "refused",
          reason: "The return names no order reference.",
          reference: null,
          code: null,
        };
      const status = fields.status ?? "";
      return {
        kind: "reading",
        reference,
        // Unsigned: a hint of where it stands, which the inquiry confirms or not.
        outcome: status === "0000" ? "paid" : "failed",
        verified: false,
        code: status || null,
        message: fields.desc || null,
        amountPaisa: null,
        transactionId: null,
        voucher: null,
      };
    },

    async inquire(reference) {
      const credentials = Buffer.from(`${account.username}:${account.password}`).toString("base64");
      const answer = asFields(
        await postJson(
          url(EASYPAISA_PATHS.inquiry),
          { orderId: reference, storeId: account.storeId, accountNum: account.accountNum },
          { Credentials: credentials },
        ),
      );
      const code = answer.responseCode ?? "";
      if (code !== "0000")
        return {
          kind: "refused",
          reason: `The inquiry was refused: ${code} ${answer.responseDesc ?? ""}`.trim(),
          reference,
          code: code || null,
        };
      if (answer.orderId && answer.orderId !== reference)
        return { kind: "refused", reason: "The inquiry answered for another order.", reference, code };
      if (answer.storeId && answer.storeId !== account.storeId)
        return { kind: "refused", reason: "The inquiry answered for another store.", reference, code };
      const outcome = outcomeOfTransactionStatus(answer.transactionStatus ?? "");
      if (!outcome)
        return { kind: "refused", reason: "The inquiry's answer names no payment state.", reference, code };
      const amountPaisa = paisaFromRupeeText(answer.transactionAmount);
      if (answer.transactionAmount && amountPaisa === null)
        return { kind: "refused", reason: "The inquiry's amount is not rupees.", reference, code };
      return {
        kind: "reading",
        reference,
        outcome,
        verified: true,
        code: answer.transactionStatus ?? code,
        message: answer.responseDesc || null,
        amountPaisa,
        transactionId: answer.transactionId || null,
        voucher:
          outcome === "pending" && answer.paymentToken
            ? { token: answer.paymentToken, expiresAt: fromPakistanStamp(answer.paymentTokenExpiryDateTime) }
            : null,
      };
    },
  };
}
