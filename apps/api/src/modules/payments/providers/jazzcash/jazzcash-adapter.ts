import type { PaymentRedirect } from "@marketplace/shared/payments-contracts";
import type { JazzCashAccount } from "../../../../config.ts";
import {
  asFields,
  type CheckoutRequest,
  fromPakistanStamp,
  type PaymentProvider,
  type ProviderRefundRequest,
  type ProviderRefundVerdict,
  type ProviderVerdict,
  pakistanStamp,
  postJson,
} from "../payment-provider.ts";
import {
  isPaymentStateCode,
  JAZZCASH_PATHS,
  JAZZCASH_WALLET_TXN_TYPE,
  outcomeOfCode,
  outcomeOfStatus,
} from "./jazzcash-protocol.ts";
import { hasValidJazzCashHash, signJazzCash } from "./jazzcash-signing.ts";

const refused = (reason: string, fields: Readonly<Record<string, string>>): ProviderVerdict => ({
  kind: "refused",
  reason,
  reference: fields.pp_TxnRefNo || null,
  code: fields.pp_ResponseCode || null,
});

/**
 * JazzCash Page Redirection v1.1 (decision 0053): the signed form the browser posts to the hosted
 * page, its signed answer to pp_ReturnURL, and the status inquiry. Nothing unsigned is believed.
 */
export function createJazzCashProvider(account: JazzCashAccount): PaymentProvider {
  const url = (path: string) => `${account.url}${path}`;

  /** A signed answer's common checks: ours, signed with our salt, in rupees of Pakistan. */
  function checkSigned(fields: Readonly<Record<string, string>>): ProviderVerdict | null {
    if (!fields.pp_SecureHash) return refused("The answer carries no pp_SecureHash.", fields);
    if (!hasValidJazzCashHash(fields, account.integritySalt))
      return refused("The answer's pp_SecureHash does not match its fields.", fields);
    if (fields.pp_MerchantID && fields.pp_MerchantID !== account.merchantId)
      return refused("The answer names another merchant.", fields);
    if (fields.pp_TxnCurrency && fields.pp_TxnCurrency !== "PKR")
      return refused(`The answer's currency is ${fields.pp_TxnCurrency}, not PKR.`, fields);
    if (!/^[A-Za-z0-9]{1,20}$/.test(fields.pp_TxnRefNo ?? ""))
      return refused("The answer names no transaction reference.", fields);
    if (fields.pp_Amount !== undefined && fields.pp_Amount !== "" && !/^\d{1,12}$/.test(fields.pp_Amount))
      return refused("The answer's pp_Amount is not a whole number of paisa.", fields);
    return null;
  }

  const reading = (fields: Readonly<Record<string, string>>, code: string, outcome = outcomeOfCode(code)) =>
    ({
      kind: "reading",
      reference: fields.pp_TxnRefNo as string,
      outcome,
      verified: true,
      code,
      message: fields.pp_PaymentResponseMessage || fields.pp_ResponseMessage || null,
      amountPaisa: fields.pp_Amount ? Number(fields.pp_Amount) : null,
      transactionId: fields.pp_RetreivalReferenceNo || fields.pp_RetrievalReferenceNo || null,
      txnType: fields.pp_TxnType || null,
      voucher:
        outcome === "pending"
          ? {
              token: fields.pp_RetreivalReferenceNo || null,
              expiresAt: fromPakistanStamp(fields.pp_SettlementExpiry),
            }
          : null,
    }) satisfies ProviderVerdict;

  /**
   * The wallet refund (decision 0053, "JazzCash: wallet refund"): the payment's pp_TxnRefNo, the
   * amount in paisa, PKR, our merchant id, password and wallet MPIN, signed like every request.
   * `000` is refunded; another code is a refusal; an answer whose hash does not match is not believed.
   */
  async function refundWallet(request: ProviderRefundRequest): Promise<ProviderRefundVerdict> {
    const body = signJazzCash(
      {
        pp_TxnRefNo: request.reference,
        pp_Amount: String(request.amountPaisa),
        pp_TxnCurrency: "PKR",
        pp_MerchantID: account.merchantId,
        pp_Password: account.password,
        pp_MerchantMPIN: account.mpin ?? "",
      },
      account.integritySalt,
    );
    const fields = asFields(await postJson(url(JAZZCASH_PATHS.walletRefund), body));
    const code = fields.pp_ResponseCode ?? "";
    const message = fields.pp_ResponseMessage ?? "";
    if (fields.pp_SecureHash && !hasValidJazzCashHash(fields, account.integritySalt))
      return {
        kind: "unknown",
        code: code || null,
        message: "The refund's answer does not match its pp_SecureHash.",
      };
    if (!/^\d{3}$/.test(code))
      return { kind: "unknown", code: null, message: "The refund's answer carries no pp_ResponseCode." };
    if (code === "000") return { kind: "refunded", code, message: message || null };
    return { kind: "refused", code, message: `${code} ${message}`.trim() };
  }

  return {
    code: "jazzcash",
    formOrigin: new URL(account.url).origin,

    checkout(request: CheckoutRequest): PaymentRedirect {
      const fields = signJazzCash(
        {
          pp_Version: "1.1",
          // Empty: the hosted page offers every method the merchant has (wallet, card, voucher).
          pp_TxnType: "",
          pp_Language: "EN",
          pp_MerchantID: account.merchantId,
          pp_SubMerchantID: "",
          pp_Password: account.password,
          pp_BankID: "",
          pp_ProductID: "",
          pp_TxnRefNo: request.reference,
          pp_Amount: String(request.amountPaisa),
          pp_TxnCurrency: "PKR",
          pp_TxnDateTime: pakistanStamp(request.createdAt),
          pp_BillReference: request.billReference.slice(0, 20),
          pp_Description: request.description.slice(0, 200),
          pp_TxnExpiryDateTime: pakistanStamp(request.expiresAt),
          pp_ReturnURL: request.returnUrl,
        },
        account.integritySalt,
      );
      return { url: url(JAZZCASH_PATHS.form), method: "POST", fields };
    },

    readReturn(fields) {
      const problem = checkSigned(fields);
      if (problem) return problem;
      const code = fields.pp_ResponseCode ?? "";
      if (!/^\d{3}$/.test(code)) return refused("The answer's pp_ResponseCode is not a code.", fields);
      return reading(fields, code);
    },

    async inquire(reference) {
      const request = signJazzCash(
        { pp_TxnRefNo: reference, pp_MerchantID: account.merchantId, pp_Password: account.password },
        account.integritySalt,
      );
      const fields = asFields(await postJson(url(JAZZCASH_PATHS.inquiry), request));
      // The inquiry's answer is signed too; one that is not (an older gateway) is read on TLS's word.
      if (fields.pp_SecureHash && !hasValidJazzCashHash(fields, account.integritySalt))
        return refused("The inquiry's answer does not match its pp_SecureHash.", fields);
      const withReference = { ...fields, pp_TxnRefNo: fields.pp_TxnRefNo || reference };
      if (withReference.pp_TxnRefNo !== reference)
        return refused("The inquiry answered for another transaction.", fields);
      const code = fields.pp_ResponseCode ?? "";
      // Older shape: pp_ResponseCode is the payment's own code (decision 0053, "the inquiry's answer").
      if (isPaymentStateCode(code)) return reading(withReference, code);
      if (code !== "000")
        return refused(`The inquiry was refused: ${code} ${fields.pp_ResponseMessage ?? ""}`.trim(), fields);
      const paymentCode = fields.pp_PaymentResponseCode ?? "";
      const byStatus = outcomeOfStatus(fields.pp_Status ?? "");
      if (/^\d{3}$/.test(paymentCode))
        return reading(withReference, paymentCode, byStatus ?? outcomeOfCode(paymentCode));
      if (byStatus) return reading(withReference, fields.pp_Status ?? "", byStatus);
      return refused("The inquiry's answer names no payment state.", fields);
    },

    refunder(txnType) {
      return account.mpin && txnType === JAZZCASH_WALLET_TXN_TYPE ? refundWallet : null;
    },
  };
}
