import { campaignUnitDiscount } from "@marketplace/shared/campaign-pricing";
import { groupBy } from "@marketplace/shared/group-by";
import type { PlaceOrderInput } from "@marketplace/shared/orders-contracts";
import { unitPrice } from "@marketplace/shared/pricing";
import type { Executor } from "../../db/create-db.ts";
import { conflict } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type CampaignRow, runningCampaignsOf } from "../catalog/campaign-prices.ts";
import { variantUnitPaisa } from "../catalog/product-json.ts";
import { chosenVariant, unitsWanted } from "./checkout-checks.ts";
import * as repo from "./orders.repository.ts";

/** What a running campaign takes off one unit of a line (0 outside any). */
const campaignOff = (campaign: CampaignRow | undefined, unitPaisa: number) =>
  campaign
    ? campaignUnitDiscount(
        { type: campaign.type, value: campaign.value, maxDiscountPaisa: campaign.maxDiscountPaisa },
        unitPaisa,
      )
    : 0;

/**
 * A checkout's lines priced from the database now, grouped by store (one order each): what placing
 * an order and checking a voucher code against a cart both start from. Each line carries the
 * campaign it sells in and what that takes off a unit (decision 0048). A product no longer sold, or
 * a variant not its own, is 409.
 */
export async function priceCheckoutLines(db: Executor, items: PlaceOrderInput["products"], now: Date) {
  const wanted = unitsWanted(items);
  const ids = [...new Set(wanted.map((w) => w.productId))];
  if (ids.some((id) => !isUuid(id))) throw conflict("A product in your cart is no longer available.");
  const found = new Map((await repo.findProductsForOrder(db, ids)).map((p) => [p.id, p]));
  const variantIds = wanted.flatMap((w) => (w.variantId && isUuid(w.variantId) ? [w.variantId] : []));
  const variants = new Map((await repo.findVariantsForOrder(db, ids, variantIds)).map((v) => [v.id, v]));
  const campaigns = await runningCampaignsOf(db, ids, now);
  const lines = wanted.map(({ productId, variantId, quantity }) => {
    const product = found.get(productId);
    if (!product) throw conflict("A product in your cart is no longer available.");
    const variant = chosenVariant(product, variantId, variants);
    const unitPaisa = variant
      ? variantUnitPaisa(product, variant, now)
      : unitPrice(
          {
            price: product.pricePaisa,
            sale_price: product.salePricePaisa,
            saleEndingDate: product.saleEndsAt,
          },
          now,
        );
    const listPaisa = variant?.pricePaisa ?? product.pricePaisa;
    const campaign = campaigns.get(product.id);
    const campaignUnitPaisa = campaignOff(campaign, unitPaisa);
    return {
      productId: product.id,
      product,
      variant,
      quantity,
      unitPaisa,
      listPaisa,
      campaign,
      campaignUnitPaisa,
    };
  });
  const byStore = [...groupBy(lines, (l) => l.product.storeId)].map(([storeId, storeLines]) => ({
    storeId,
    storeLines,
  }));
  return { lines, byStore };
}

export type PricedCheckout = Awaited<ReturnType<typeof priceCheckoutLines>>;
export type StoreLines = PricedCheckout["byStore"][number];
