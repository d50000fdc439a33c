import {
  hasAnyAccount,
  type MarketplaceAccounts,
  type PayHunarmand,
  storePaymentReference,
} from "@marketplace/shared/marketplace-accounts";
import { NO_PAYMENT_DETAILS } from "@marketplace/shared/payment-details";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/create-db.ts";
import { marketplaceSettings } from "../../db/schema/index.ts";

const columns = {
  bankName: marketplaceSettings.payBankName,
  accountTitle: marketplaceSettings.payAccountTitle,
  iban: marketplaceSettings.payIban,
  jazzcash: marketplaceSettings.payJazzcash,
  easypaisa: marketplaceSettings.payEasypaisa,
};

/** Where sellers pay Hunarmand; all empty until the operator has entered them. */
export async function findMarketplaceAccounts(db: Executor, lock = false): Promise<MarketplaceAccounts> {
  const query = db.select(columns).from(marketplaceSettings).where(eq(marketplaceSettings.id, 1));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? { ...NO_PAYMENT_DETAILS };
}

/** Saves them under the settings row's lock; answers what they replaced, for the audit. */
export async function saveMarketplaceAccounts(
  tx: Executor,
  accounts: MarketplaceAccounts,
): Promise<MarketplaceAccounts> {
  const before = await findMarketplaceAccounts(tx, true);
  const values = {
    payBankName: accounts.bankName,
    payAccountTitle: accounts.accountTitle,
    payIban: accounts.iban,
    payJazzcash: accounts.jazzcash,
    payEasypaisa: accounts.easypaisa,
  };
  await tx
    .insert(marketplaceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: marketplaceSettings.id, set: { ...values, updatedAt: new Date() } });
  return before;
}

/** What a store's Earnings page tells its seller about paying Hunarmand. */
export async function payHunarmand(db: Executor, storeId: string): Promise<PayHunarmand> {
  const accounts = await findMarketplaceAccounts(db);
  return { accounts: hasAnyAccount(accounts) ? accounts : null, reference: storePaymentReference(storeId) };
}
