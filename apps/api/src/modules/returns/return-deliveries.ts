import { formatRupees, paisaToRupees } from "@marketplace/shared/money";
import { orderNumber } from "@marketplace/shared/order-number";
import { pagePath } from "@marketplace/shared/page-paths";
import type { Executor } from "../../db/create-db.ts";
import { findOrderForEvent } from "../notifications/event-deliveries.repository.ts";
import type { Delivery, Recipient } from "../notifications/event-deliveries.ts";
import { withStoreHelpers } from "../notifications/helper-recipients.ts";
import { findStepForEvent } from "./returns.repository.ts";

/** Where each side follows her returns in the web app (the shared page table). */
export const BUYER_RETURNS_PATH = pagePath("myReturns");
export const SELLER_RETURNS_PATH = pagePath("sellerReturns");

interface Words {
  title: string;
  body: string;
}

/**
 * Who is told of a step of a return, and what (issue 27): the side that did not take it; both the
 * buyer and the seller when the operator decides. The note the actor wrote goes into the e-mail.
 */
export async function returnStepDeliveries(db: Executor, stepId: string): Promise<Delivery[]> {
  const step = await findStepForEvent(db, stepId);
  if (!step) return [];
  const order = await findOrderForEvent(db, step.orderId);
  if (!order) return [];
  const number = orderNumber(order.id);
  const buyer: Recipient = {
    role: "customer",
    id: order.customerId,
    email: order.customerEmail,
    name: order.customerName,
  };
  const seller: Recipient = {
    role: "seller",
    id: order.sellerId,
    email: order.sellerEmail,
    name: order.sellerName,
  };
  const toBuyer = (words: Words) => delivery(buyer, words, BUYER_RETURNS_PATH, "See your returns", step.note);
  // The return's own page for its owner; her helpers who see the store's orders are told too
  // (decision 0054) and open the order, since returns and refunds are the owner's work.
  const returnPage = pagePath("sellerReturn", { returnId: step.returnId });
  const orderPage = pagePath("storeOrder", { storeId: order.storeId, orderId: order.id });
  const toSeller = (words: Words) =>
    withStoreHelpers(
      db,
      order.storeId,
      "orders",
      delivery(seller, words, returnPage, "Open your returns", step.note),
      orderPage,
    );
  const customer = order.customerName;
  const store = order.storeName;
  if (step.actorRole === "admin") {
    const accepted = step.status === "accepted";
    const title = accepted
      ? `The Hunarmand team accepted the return for order ${number}`
      : `The Hunarmand team declined the return for order ${number}`;
    const body = accepted
      ? `The Hunarmand team accepted the return of ${customer} for order ${number} from ${store}.`
      : `The Hunarmand team declined the return of ${customer} for order ${number} from ${store}.`;
    return [toBuyer({ title, body }), ...(await toSeller({ title, body }))];
  }
  switch (step.status) {
    case "requested":
      return toSeller({
        title: `Return requested for order ${number}`,
        body: `${customer} asked to return items of order ${number}. Please accept or decline it.`,
      });
    case "accepted":
      return [
        toBuyer({
          title: `Your return for order ${number} was accepted`,
          body: `${store} accepted your return for order ${number}. Please send the items back.`,
        }),
      ];
    case "declined":
      return [
        toBuyer({
          title: `Your return for order ${number} was declined`,
          body: `${store} declined your return for order ${number}. You can ask the Hunarmand team to look at it.`,
        }),
      ];
    case "escalated":
      return toSeller({
        title: `Return for order ${number} taken to the Hunarmand team`,
        body: `${customer} asked the Hunarmand team to look at the return for order ${number}.`,
      });
    case "closed":
      return toSeller({
        title: `Return for order ${number} withdrawn`,
        body: `${customer} withdrew the return for order ${number}.`,
      });
    case "received":
      return [
        toBuyer({
          title: `${store} received your return for order ${number}`,
          body: `${store} has the items of your return for order ${number} back. The refund follows.`,
        }),
      ];
    case "refunded": {
      const amount = formatRupees(paisaToRupees(step.refundPaisa ?? 0));
      return [
        toBuyer({
          title: `Refund of ${amount} for order ${number}`,
          body: `${store} refunded ${amount} for your return of order ${number}.`,
        }),
      ];
    }
  }
}

function delivery(recipient: Recipient, words: Words, link: string, action: string, note: string): Delivery {
  return {
    recipient,
    kind: "return-update",
    title: words.title,
    body: words.body,
    link,
    mail: {
      subject: words.title,
      greetingName: recipient.name,
      paragraphs: note ? [words.body, `Note: ${note}`] : [words.body],
      action: { label: action, path: link },
    },
  };
}
