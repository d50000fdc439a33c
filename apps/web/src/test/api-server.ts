import { CampaignListAnswer } from "@marketplace/shared/campaigns-contracts";
import { CashOnDeliveryAnswer } from "@marketplace/shared/cod-confirmation";
import { ConversationListAnswer } from "@marketplace/shared/conversations-contracts";
import { NotificationListAnswer } from "@marketplace/shared/notifications-contracts";
import { PaymentProvidersAnswer } from "@marketplace/shared/payments-contracts";
import { ProductFacetsAnswer } from "@marketplace/shared/products-contracts";
import { HelpedStoresAnswer } from "@marketplace/shared/store-helpers-contracts";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/**
 * What every signed-in page asks for, answered unless a test says otherwise: the header's bell reads
 * the account's notifications (none) and holds its live stream open (nothing arrives on it); the
 * seller's dashboard counts her unread messages (an empty inbox); the checkout asks whether she may
 * pay on delivery (she may: no parcel refused) and which online providers there are (none); the home
 * page asks which sale runs (none); a seller's dashboard asks which stores she helps (none); the
 * product page's seller card reads the product's store (not found, so the card stays away: a test of
 * the card or the store page answers it); the catalog's filter panel reads the list's facets (no
 * counts: a test of the facets answers them).
 */
export const quietBell = [
  http.get("/api/notifications", () =>
    HttpResponse.json(
      NotificationListAnswer.parse({
        success: true,
        unread: 0,
        notifications: [],
        pagination: { current_page: 1, total_pages: 0, total_notifications: 0, per_page: 20 },
      }),
    ),
  ),
  http.get("/api/conversations", () =>
    HttpResponse.json(ConversationListAnswer.parse({ success: true, conversations: [] })),
  ),
  http.get("/api/campaigns", () => HttpResponse.json(CampaignListAnswer.parse({ campaigns: [] }))),
  http.get("/api/orders/cash-on-delivery", () =>
    HttpResponse.json(CashOnDeliveryAnswer.parse({ success: true, available: true, refusals: 0, limit: 2 })),
  ),
  http.get("/api/seller/helped-stores", () =>
    HttpResponse.json(HelpedStoresAnswer.parse({ success: true, stores: [] })),
  ),
  http.get("/api/stores/:id", () =>
    HttpResponse.json({ success: false, message: "Store not found" }, { status: 404 }),
  ),
  http.get("/api/products/facets", () =>
    HttpResponse.json(
      ProductFacetsAnswer.parse({
        success: true,
        facets: { category: [], price: [], size: [], colour: [], city: [], rating: [] },
      }),
    ),
  ),
  http.get("/api/payments/providers", () =>
    HttpResponse.json(PaymentProvidersAnswer.parse({ providers: [], holdMinutes: 60 })),
  ),
  http.get(
    "/api/notifications/stream",
    () =>
      new HttpResponse(new ReadableStream({ start() {} }), {
        headers: { "Content-Type": "text/event-stream" },
      }),
  ),
];

/**
 * The API as the web tests meet it: an MSW server that answers the app's real `fetch` and
 * XMLHttpRequest calls. It starts with only the quiet bell; each test says what the server answers
 * with the typed helpers of `api-handlers.ts`, and a request nobody answers fails the test (see
 * `setup.ts`).
 */
export const server = setupServer(...quietBell);

/** Every request the app sent in the current test, in order: copies, so their bodies can be read. */
export const sentRequests: Request[] = [];

/** What went wrong on the server's side in the current test (an answer off the contract, say). */
export const serverProblems: string[] = [];

server.events.on("request:start", ({ request }) => {
  sentRequests.push(request.clone());
});
