// The rule lives in shared now (the server quotes it as the payment reference); re-exported so the
// screens keep importing their formats from one place.
export { orderNumber } from "@marketplace/shared/order-number";
