import { paisaToRupees } from "@marketplace/shared/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { priceCheckoutLines } from "./checkout-lines.ts";
import { priceVoucherCodes, voucherRefused } from "./checkout-vouchers.ts";

/**
 * `POST /api/vouchers/check`: whether a code applies to the cart she is about to order, with the
 * terms the cart prices it by and what it takes off now. The same rules as placing the order, which
 * checks again (a code's last use may go to someone else in between).
 */
export const voucherCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  addRoute(app, "POST /api/vouchers/check", { onRequest: app.requireCustomer }, async (request) => {
    const now = new Date();
    const { byStore } = await priceCheckoutLines(app.db, request.body.products, now);
    const applied = await priceVoucherCodes(app.db, request.account().id, [request.body.code], byStore, now);
    // A code two stores of the cart both use applies to each; the first is answered.
    const [code] = applied.values();
    if (!code) throw voucherRefused("not_found", request.body.code);
    const { voucher } = code;
    return {
      success: true as const,
      voucher: {
        code: voucher.code,
        store: { _id: voucher.storeId, name: code.storeName },
        type: voucher.type,
        value: voucher.type === "percent" ? voucher.value : paisaToRupees(voucher.value),
        maxDiscount: voucher.maxDiscountPaisa === null ? null : paisaToRupees(voucher.maxDiscountPaisa),
        minSpend: voucher.minSpendPaisa === null ? null : paisaToRupees(voucher.minSpendPaisa),
        productIds: voucher.productIds,
        discount: paisaToRupees(code.amountPaisa),
      },
    };
  });
};
