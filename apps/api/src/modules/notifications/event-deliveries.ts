import { conversationPath } from "@marketplace/shared/conversations-contracts";
import { formatRupees, paisaToRupees } from "@marketplace/shared/money";
import type { NotificationKind } from "@marketplace/shared/notifications-contracts";
import { orderNumber } from "@marketplace/shared/order-number";
import { pagePath } from "@marketplace/shared/page-paths";
import { formatVariantOptions } from "@marketplace/shared/variant-words";
import type { Executor } from "../../db/create-db.ts";
import type { RecipientRole } from "../../db/schema/index.ts";
import type { MailContent } from "../mail/mail-templates.ts";
import { LINK_CANCEL_REASON } from "../orders/cod-confirmation.service.ts";
import { returnStepDeliveries } from "../returns/return-deliveries.ts";
import { confirmationDeliveries, type DeliveryLinks, withConfirmationLink } from "./cod-deliveries.ts";
import * as repo from "./event-deliveries.repository.ts";
import type { DomainEvent } from "./events.ts";
import { withStoreHelpers } from "./helper-recipients.ts";
import { buyerOf, sellerOf } from "./order-recipients.ts";
import { payoutDeliveries } from "./payout-deliveries.ts";

/** "New message" notices and e-mails: at most one per conversation and reader in this many minutes. */
export const MESSAGE_NOTICE_MINUTES = 15;

export interface Recipient {
  role: RecipientRole;
  id: string;
  email: string;
  name: string;
}

/** What one recipient is told of one event: a notification, and the e-mail with the same words. */
export interface Delivery {
  recipient: Recipient;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the web app, from the shared page table (`pagePath`). */
  link: string;
  mail: MailContent;
}

const MESSAGE_PREVIEW = 200;

function preview(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MESSAGE_PREVIEW ? `${flat.slice(0, MESSAGE_PREVIEW - 1)}…` : flat;
}

/**
 * Who is told what of one event, read from the database as it is now. An event whose rows are gone
 * (a deleted account) tells nobody. A new message claims its conversation's 15-minute window here,
 * so call this inside the transaction that writes what it answers.
 */
export async function planDeliveries(
  db: Executor,
  event: DomainEvent,
  links?: DeliveryLinks,
): Promise<Delivery[]> {
  switch (event.kind) {
    case "order-placed":
      return orderPlaced(db, event.orderId, links);
    case "order-status":
      return orderStatus(db, event.orderEventId);
    case "review-received":
      return reviewReceived(db, event.orderItemId);
    case "seller-status":
      return sellerStatus(db, event.sellerId);
    case "new-message":
      return newMessage(db, event.messageId);
    case "return-step":
      return returnStepDeliveries(db, event.stepId);
    case "listing-status":
      return listingStatus(db, event.auditId);
    case "payout":
      return payoutDeliveries(db, event.payoutId, event.status);
  }
}

/** An order's lines as e-mails list them, with its total, and the items in one line of text. */
async function orderLines(db: Executor, order: { id: string; totalPaisa: number }) {
  const lines = await repo.findOrderItemsForEvent(db, order.id);
  const total = formatRupees(paisaToRupees(order.totalPaisa));
  // "Lawn Kurta (Size: M) × 2": the size or colour chosen, as the order keeps it (issue 18).
  const item = (line: (typeof lines)[number]) =>
    `${line.name}${line.variantOptions ? ` (${formatVariantOptions(Object.fromEntries(line.variantOptions))})` : ""} × ${line.quantity}`;
  const rows: Array<[string, string]> = [
    ...lines.map((line): [string, string] => [
      item(line),
      formatRupees(paisaToRupees(line.unitPricePaisa * line.quantity)),
    ]),
    ["Total", total],
  ];
  return { rows, total, itemList: lines.map(item).join(", ") };
}

async function orderPlaced(db: Executor, orderId: string, links?: DeliveryLinks): Promise<Delivery[]> {
  const order = await repo.findOrderForEvent(db, orderId);
  if (!order) return [];
  const number = orderNumber(order.id);
  const { rows, total, itemList } = await orderLines(db, order);
  const receiptTitle = `Order ${number} placed`;
  const receiptBody = `Thank you! ${order.storeName} has your order ${number} for ${total}. We will tell you when it ships.`;
  const newOrderTitle = `New order ${number}`;
  const newOrderBody = `${order.customerName} ordered ${itemList} (order ${number}, ${total}).`;
  const receipt: Delivery = {
    recipient: buyerOf(order),
    kind: "order-placed",
    title: receiptTitle,
    body: receiptBody,
    link: pagePath("myOrders", { userId: order.customerId }),
    mail: {
      subject: `Your order ${number}`,
      greetingName: order.customerName,
      paragraphs: [receiptBody, `Payment: ${order.paymentMethod}.`],
      rows,
      action: { label: "See your orders", path: pagePath("myOrders", { userId: order.customerId }) },
    },
  };
  // The order's own page in her store's orders (a push or the bell opens it, issue 32).
  const orderPage = pagePath("storeOrder", { storeId: order.storeId, orderId: order.id });
  return [
    // A Cash-on-Delivery receipt asks her to confirm, with the link (decision 0034).
    await withConfirmationLink(receipt, order, links),
    // The store's owner, and its helpers who see its orders (decision 0054).
    ...(await withStoreHelpers(db, order.storeId, "orders", {
      recipient: sellerOf(order),
      kind: "new-order",
      title: newOrderTitle,
      body: newOrderBody,
      link: orderPage,
      mail: {
        subject: `New order ${number}`,
        greetingName: order.sellerName,
        paragraphs: [newOrderBody, `Payment: ${order.paymentMethod}.`],
        rows,
        action: { label: "Open your orders", path: orderPage },
      },
    })),
  ];
}

async function orderStatus(db: Executor, orderEventId: string): Promise<Delivery[]> {
  const change = await repo.findOrderEvent(db, orderEventId);
  if (!change) return [];
  // The courier delivered or returned the parcel (issue 28): the marketplace moved the order for it.
  const courierMove =
    change.actorRole === "system" &&
    change.kind === "status" &&
    ["Delivered", "Returned"].includes(change.to);
  if (change.kind === "status" && change.actorRole === "customer" && change.to === "Cancelled")
    return customerCancelled(db, change);
  // A COD buyer's confirmation, or the end of her window (decision 0034).
  if (change.kind === "confirmation" || (change.actorRole !== "seller" && !courierMove))
    return confirmationDeliveries(db, change);
  // The buyer is told of her seller's moves, and of the courier's.
  if (change.kind !== "status") return [];
  const order = await repo.findOrderForEvent(db, change.orderId);
  if (!order) return [];
  const number = orderNumber(order.id);
  const shipped = change.to === "Shipped";
  const title = shipped ? `Order ${number} has shipped` : `Order ${number} is now ${change.to}`;
  const body = shipped
    ? `Your order ${number} from ${order.storeName} is on its way. Tracking number: ${change.trackingNumber ?? ""}.`
    : `Your order ${number} from ${order.storeName} is now ${change.to}.`;
  return [
    {
      recipient: buyerOf(order),
      kind: "order-status",
      title,
      body,
      link: pagePath("myOrders", { userId: order.customerId }),
      mail: {
        subject: title,
        greetingName: order.customerName,
        paragraphs: [body],
        action: { label: "See your orders", path: pagePath("myOrders", { userId: order.customerId }) },
      },
    },
  ];
}

/**
 * The customer cancelled her order, from My Orders or her COD confirmation link (issue 34, item 2):
 * the store's owner hears of it at once, with the customer's reason and the items, so that an
 * order she was already preparing (Processing) is not sent.
 */
async function customerCancelled(
  db: Executor,
  change: NonNullable<Awaited<ReturnType<typeof repo.findOrderEvent>>>,
): Promise<Delivery[]> {
  const order = await repo.findOrderForEvent(db, change.orderId);
  if (!order) return [];
  const number = orderNumber(order.id);
  const { rows } = await orderLines(db, order);
  const cancelled =
    change.from === "Processing"
      ? `${order.customerName} cancelled order ${number} while you were preparing it: please do not send it. Its stock is back on sale.`
      : `${order.customerName} cancelled order ${number}. Its stock is back on sale.`;
  // The link's own note is not her words: she gave no reason there.
  const reason = change.reason && change.reason !== LINK_CANCEL_REASON ? change.reason : null;
  const body = reason ? `${cancelled} Reason: ${reason}` : cancelled;
  const title = `Order ${number} cancelled`;
  const link = pagePath("storeOrder", { storeId: order.storeId, orderId: order.id });
  return withStoreHelpers(db, order.storeId, "orders", {
    recipient: sellerOf(order),
    kind: "order-cancelled",
    title,
    body,
    link,
    mail: {
      subject: title,
      greetingName: order.sellerName,
      paragraphs: [body],
      rows,
      action: { label: "Open your orders", path: link },
    },
  });
}

async function reviewReceived(db: Executor, orderItemId: string): Promise<Delivery[]> {
  const review = await repo.findReviewForEvent(db, orderItemId);
  if (!review) return [];
  const reviewer = review.reviewerName.split(/\s+/)[0] ?? "";
  const title = `New review of ${review.productName}`;
  const body = review.comment
    ? `${reviewer} gave ${review.productName} ${review.rating} out of 5: "${preview(review.comment)}"`
    : `${reviewer} gave ${review.productName} ${review.rating} out of 5.`;
  const link = review.productId
    ? pagePath("product", { productId: review.productId })
    : pagePath("dashboard");
  return [
    {
      recipient: sellerOf(review),
      kind: "review-received",
      title,
      body,
      link,
      mail: {
        subject: title,
        greetingName: review.sellerName,
        paragraphs: [body],
        action: { label: "See the product", path: link },
      },
    },
  ];
}

async function sellerStatus(db: Executor, sellerId: string): Promise<Delivery[]> {
  const seller = await repo.findSellerForEvent(db, sellerId);
  if (!seller || seller.status === "pending") return [];
  const verified = seller.status === "verified";
  const title = verified ? "Your seller account is verified" : "Your seller account is suspended";
  const body = verified
    ? "The Hunarmand team has verified your account: your stores now show the verified badge."
    : seller.statusReason
      ? `The Hunarmand team has suspended your account, and your stores are hidden. Reason: ${seller.statusReason}`
      : "The Hunarmand team has suspended your account, and your stores are hidden.";
  const recipient: Recipient = { role: "seller", id: seller.id, email: seller.email, name: seller.name };
  return [
    {
      recipient,
      kind: "seller-status",
      title,
      body,
      link: pagePath("dashboard"),
      mail: {
        subject: title,
        greetingName: seller.name,
        paragraphs: [body],
        action: { label: "Open your dashboard", path: pagePath("dashboard") },
      },
    },
  ];
}

/**
 * An operator hid one of the seller's listings, with the reason, or showed it again (issue 34, item
 * 14). A hidden listing's notice opens its edit page, which shows the reason; a restored one its page.
 */
async function listingStatus(db: Executor, auditId: string): Promise<Delivery[]> {
  const change = await repo.findListingChangeForEvent(db, auditId);
  if (!change) return [];
  const product = change.productName;
  const hidden = change.details.hidden === true;
  const title = hidden ? `Your listing ${product} is hidden` : `Your listing ${product} is visible again`;
  const body = !hidden
    ? `The Hunarmand team has restored ${product}: buyers can see and buy it again.`
    : change.reason
      ? `The Hunarmand team has hidden ${product}: buyers cannot see or buy it. Reason: ${change.reason}`
      : `The Hunarmand team has hidden ${product}: buyers cannot see or buy it.`;
  const link = hidden
    ? pagePath("editProduct", { productId: change.productId })
    : pagePath("product", { productId: change.productId });
  return [
    {
      recipient: sellerOf(change),
      kind: "listing-status",
      title,
      body,
      link,
      mail: {
        subject: title,
        greetingName: change.sellerName,
        paragraphs: [body],
        action: { label: hidden ? "Open the listing" : "See the product", path: link },
      },
    },
  ];
}

async function newMessage(db: Executor, messageId: string): Promise<Delivery[]> {
  const message = await repo.findMessageForEvent(db, messageId);
  if (!message) return [];
  const toSide = message.senderRole === "customer" ? "seller" : "customer";
  const told = await repo.claimMessageNotice(db, message.conversationId, toSide, MESSAGE_NOTICE_MINUTES);
  if (!told) return [];
  const senderName = message.senderRole === "customer" ? message.customerName : message.storeName;
  const recipient: Recipient = toSide === "seller" ? sellerOf(message) : buyerOf(message);
  const link = conversationPath(toSide, message.conversationId);
  const title = `New message from ${senderName}`;
  const wrote = message.productName
    ? `${senderName} wrote about ${message.productName}:`
    : `${senderName} wrote:`;
  const notice: Delivery = {
    recipient,
    kind: "new-message",
    title,
    body: preview(message.body),
    link,
    mail: {
      subject: title,
      greetingName: recipient.name,
      paragraphs: [wrote, preview(message.body)],
      action: { label: "Read and reply", path: link },
    },
  };
  // A buyer's message reaches the store's owner and its helpers who answer buyers (decision 0054).
  return toSide === "seller" ? withStoreHelpers(db, message.storeId, "messages", notice) : [notice];
}
