import type { SettlementDirection, SettlementMethod } from "@marketplace/shared/ledger-contracts";
import type { AdminKey } from "../admin-words.ts";

/** Who paid whom, in the operator's words. */
export const SETTLEMENT_DIRECTION_KEYS: Readonly<Record<SettlementDirection, AdminKey>> = {
  payout: "admin.settlement.direction.payout",
  remittance: "admin.settlement.direction.remittance",
};

/** The methods' names as the operator reads them; the value sent and stored stays the English one. */
export const SETTLEMENT_METHOD_KEYS: Readonly<Record<SettlementMethod, AdminKey>> = {
  "Bank Transfer": "admin.settlement.method.bankTransfer",
  JazzCash: "admin.settlement.method.jazzCash",
  Easypaisa: "admin.settlement.method.easypaisa",
  Cash: "admin.settlement.method.cash",
};
