import type { HelperActionEntry, HelperRole } from "@marketplace/shared/store-helpers-contracts";
import type messages from "@/i18n/catalogs/en/helpers.json";

type Key = keyof typeof messages;

/** Each role's name and what it lets her do, as the invite form, the lists and her dashboard say them. */
export const ROLE_WORDS: Record<HelperRole, { name: Key; does: Key; youHelp: Key }> = {
  orders: {
    name: "helpers.role.orders",
    does: "helpers.role.ordersDoes",
    youHelp: "helpers.role.ordersYouHelp",
  },
  catalog: {
    name: "helpers.role.catalog",
    does: "helpers.role.catalogDoes",
    youHelp: "helpers.role.catalogYouHelp",
  },
};

/** The sentence of one action in the owner's list, and its values (the order number is added by the caller). */
export const ACTION_WORDS: Record<HelperActionEntry["action"], Key> = {
  order_status: "helpers.activity.orderStatus",
  order_shipment: "helpers.activity.orderShipment",
  product_added: "helpers.activity.productAdded",
  product_edited: "helpers.activity.productEdited",
  message_sent: "helpers.activity.messageSent",
};
