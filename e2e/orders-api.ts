import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The JSON of an API answer that must be a success; `what` names the step when it is not. */
export async function ok<T>(answer: Promise<APIResponse>, what: string): Promise<T> {
  const response = await answer;
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The seller accepts the order, delivers it and marks it paid, through the API. */
export async function deliverAndMarkPaid(
  request: APIRequestContext,
  orderId: string,
  sellerHeaders: Record<string, string>,
) {
  for (const orderStatus of ["Processing", "Delivered"]) {
    await ok(
      request.put(`/api/orders/${orderId}/status`, { headers: sellerHeaders, data: { orderStatus } }),
      `the order is ${orderStatus}`,
    );
  }
  await ok(
    request.put(`/api/orders/${orderId}/payment`, {
      headers: sellerHeaders,
      data: { paymentStatus: "Paid" },
    }),
    "the order is paid",
  );
}
