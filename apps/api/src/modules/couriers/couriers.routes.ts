import { paisaToRupees } from "@marketplace/shared/money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addRoute } from "../../lib/add-route.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { courierCashPositions } from "../ledger/courier-cash.ts";
import { withPublicImages } from "../orders/order-json.ts";
import * as couriers from "./couriers.service.ts";
import { startCourierRemittances } from "./remittance-job.ts";
import { importStatement } from "./remittances.service.ts";
import { shipWithCourier } from "./shipments.service.ts";
import { startCourierTracking } from "./tracking-job.ts";

/** Couriers as data (issue 28): the public list sellers pick from, and the operator's console. */
export const couriersRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  await startCourierTracking(app);
  await startCourierRemittances(app);
  addRoute(app, "GET /api/couriers", {}, async () => ({
    couriers: await couriers.listActiveCouriers(app.db),
  }));

  addRoute(app, "GET /api/admin/couriers", { onRequest: app.requireAdmin }, async () => ({
    success: true as const,
    couriers: await couriers.listAllCouriers(app.db),
  }));

  addRoute(app, "POST /api/admin/couriers", { onRequest: app.requireAdmin }, async (request, reply) => {
    const courier = await couriers.addCourier(app.db, request.account().id, request.body);
    return reply.code(201).send({ success: true as const, message: `${courier.name} added.`, courier });
  });

  addRoute(app, "PUT /api/admin/couriers/:code", { onRequest: app.requireAdmin }, async (request) => {
    const courier = await couriers.changeCourier(
      app.db,
      request.account().id,
      request.params.code,
      request.body,
    );
    return { success: true as const, message: `${courier.name} saved.`, courier };
  });

  addRoute(app, "GET /api/admin/courier-cash", { onRequest: app.requireAdmin }, async () => ({
    success: true as const,
    couriers: await courierCashPositions(app.db),
  }));

  addRoute(
    app,
    "POST /api/admin/couriers/:code/remittances",
    {
      onRequest: app.requireAdmin,
      // A statement of up to STATEMENT_MAX_CHARACTERS, as JSON text (quotes escaped), fits in 1 MB.
      bodyLimit: 1024 * 1024,
    },
    async (request) => {
      const result = await importStatement(
        app.db,
        request.account().id,
        request.params.code,
        request.body.csv,
      );
      return {
        success: true as const,
        message: `${result.courierName}'s statement: ${result.posted} parcels recorded, ${result.alreadyKnown} already known.`,
        posted: result.posted,
        alreadyKnown: result.alreadyKnown,
        remitted: paisaToRupees(result.remittedPaisa),
      };
    },
  );

  addRoute(app, "POST /api/orders/:id/shipment", { onRequest: app.requireSeller }, async (request) => {
    const order = await shipWithCourier(
      app.db,
      app.courierRegistry,
      request.account().id,
      request.params.id,
      request.body,
    );
    // After the commit: the buyer is told her order left, as for the seller's own move.
    const moved = order.events.findLast((event) => event.kind === "status" && event.by === "seller");
    if (moved) await app.publishEvent({ kind: "order-status", orderEventId: moved._id });
    const shipment = order.shipment;
    return {
      success: true as const,
      message: shipment
        ? `Order shipped with ${shipment.courierName}: ${shipment.consignmentNumber}.`
        : "Order shipped.",
      data: withPublicImages(order, urls),
    };
  });
};
