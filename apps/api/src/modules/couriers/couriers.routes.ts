import { IdParams } from "@marketplace/shared/api-answers";
import {
  CourierCashAnswer,
  RemittanceImportAnswer,
  RemittanceImportInput,
} from "@marketplace/shared/courier-cash-contracts";
import {
  AdminCourierAnswer,
  AdminCourierInput,
  AdminCouriersAnswer,
  AdminCourierUpdate,
  CourierCodeParams,
  CouriersAnswer,
  ShipmentInput,
} from "@marketplace/shared/couriers-contracts";
import { paisaToRupees } from "@marketplace/shared/money";
import { OrderAnswer } from "@marketplace/shared/orders-contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorAnswers } from "../../lib/error-answers.ts";
import { imageUrls } from "../../lib/public-urls.ts";
import { courierCashPositions } from "../ledger/courier-cash.ts";
import { withPublicImages } from "../orders/order-json.ts";
import * as couriers from "./couriers.service.ts";
import { startCourierRemittances } from "./remittance-job.ts";
import { importStatement } from "./remittances.service.ts";
import { shipWithCourier } from "./shipments.service.ts";
import { startCourierTracking } from "./tracking-job.ts";

const adminErrors = errorAnswers(400, 401, 403, 404, 409);
const bearer = [{ bearerAuth: [] }];

/** Couriers as data (issue 28): the public list sellers pick from, and the operator's console. */
export const couriersRoutes: FastifyPluginAsyncZod = async (app) => {
  const urls = imageUrls(app.config.publicUrl);
  await startCourierTracking(app);
  await startCourierRemittances(app);
  app.get(
    "/couriers",
    {
      schema: {
        tags: ["couriers"],
        summary: "The active couriers a seller ships with, with each one's tracking-page template ({cn})",
        response: { 200: CouriersAnswer },
      },
    },
    async () => ({ couriers: await couriers.listActiveCouriers(app.db) }),
  );

  app.get(
    "/admin/couriers",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Every courier, active or not; credentials only as whether they are set",
        security: bearer,
        response: { 200: AdminCouriersAnswer, ...errorAnswers(401, 403) },
      },
    },
    async () => ({ success: true as const, couriers: await couriers.listAllCouriers(app.db) }),
  );

  app.post(
    "/admin/couriers",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Add a courier (booking only for couriers with an adapter); audited",
        security: bearer,
        body: AdminCourierInput,
        response: { 201: AdminCourierAnswer, ...adminErrors },
      },
    },
    async (request, reply) => {
      const courier = await couriers.addCourier(app.db, request.account().id, request.body);
      return reply.code(201).send({ success: true as const, message: `${courier.name} added.`, courier });
    },
  );

  app.put(
    "/admin/couriers/:code",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "Change a courier's name, tracking template, API address, credentials (write-only) or whether it is active; audited",
        security: bearer,
        params: CourierCodeParams,
        body: AdminCourierUpdate,
        response: { 200: AdminCourierAnswer, ...adminErrors },
      },
    },
    async (request) => {
      const courier = await couriers.changeCourier(
        app.db,
        request.account().id,
        request.params.code,
        request.body,
      );
      return { success: true as const, message: `${courier.name} saved.`, courier };
    },
  );

  app.get(
    "/admin/courier-cash",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary:
          "Each booking courier's Cash on Delivery: collected, its fees and tax, remitted, and what it still owes",
        security: bearer,
        response: { 200: CourierCashAnswer, ...errorAnswers(401, 403) },
      },
    },
    async () => ({ success: true as const, couriers: await courierCashPositions(app.db) }),
  );

  app.post(
    "/admin/couriers/:code/remittances",
    {
      onRequest: app.requireAdmin,
      // A statement of up to STATEMENT_MAX_CHARACTERS, as JSON text (quotes escaped), fits in 1 MB.
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ["admin"],
        summary:
          "Import a booking courier's remittance statement (CSV): every row checked against its order (collected − fee − tax = remitted); any bad row records nothing (400, one error per row); rows already recorded count as known, never twice; audited",
        security: bearer,
        params: CourierCodeParams,
        body: RemittanceImportInput,
        response: { 200: RemittanceImportAnswer, ...errorAnswers(400, 401, 403, 404) },
      },
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

  app.post(
    "/orders/:id/shipment",
    {
      onRequest: app.requireSeller,
      schema: {
        tags: ["orders"],
        summary:
          "The store's owner ships the order with a courier: a typed consignment number (checked against the courier's format, 409 when on another order) or a pickup booked with a booking courier (502 when the courier fails, nothing kept; 503 when its booking is not available); the order moves to Shipped",
        security: bearer,
        params: IdParams,
        body: ShipmentInput,
        response: { 200: OrderAnswer, ...errorAnswers(400, 401, 403, 404, 409, 502, 503) },
      },
    },
    async (request) => {
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
    },
  );
};
