import { IdParams } from "../api-answers.ts";
import {
  CourierCashAnswer,
  RemittanceImportAnswer,
  RemittanceImportInput,
} from "../courier-cash-contracts.ts";
import {
  AdminCourierAnswer,
  AdminCourierInput,
  AdminCouriersAnswer,
  AdminCourierUpdate,
  CourierCodeParams,
  CouriersAnswer,
  ShipmentInput,
} from "../couriers-contracts.ts";
import { OrderAnswer } from "../orders-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** The couriers module's routes (apps/api/src/modules/couriers). */
export const couriersRoutes = defineRoutes({
  "GET /api/couriers": {
    tags: ["couriers"],
    summary: "The active couriers a seller ships with, with each one's tracking-page template ({cn})",
    response: { 200: CouriersAnswer },
  },
  "GET /api/admin/couriers": {
    tags: ["admin"],
    summary: "Every courier, active or not; credentials only as whether they are set",
    security: signedIn,
    response: { 200: AdminCouriersAnswer, ...errorAnswers(401, 403) },
  },
  "POST /api/admin/couriers": {
    tags: ["admin"],
    summary: "Add a courier (booking only for couriers with an adapter); audited",
    security: signedIn,
    body: AdminCourierInput,
    response: { 201: AdminCourierAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "PUT /api/admin/couriers/:code": {
    tags: ["admin"],
    summary:
      "Change a courier's name, tracking template, API address, credentials (write-only) or whether it is active; audited",
    security: signedIn,
    params: CourierCodeParams,
    body: AdminCourierUpdate,
    response: { 200: AdminCourierAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "GET /api/admin/courier-cash": {
    tags: ["admin"],
    summary:
      "Each booking courier's Cash on Delivery: collected, its fees and tax, remitted, and what it still owes",
    security: signedIn,
    response: { 200: CourierCashAnswer, ...errorAnswers(401, 403) },
  },
  "POST /api/admin/couriers/:code/remittances": {
    tags: ["admin"],
    summary:
      "Import a booking courier's remittance statement (CSV): every row checked against its order (collected − fee − tax = remitted); any bad row records nothing (400, one error per row); rows already recorded count as known, never twice; audited",
    security: signedIn,
    params: CourierCodeParams,
    body: RemittanceImportInput,
    response: { 200: RemittanceImportAnswer, ...errorAnswers(400, 401, 403, 404) },
  },
  "POST /api/orders/:id/shipment": {
    tags: ["orders"],
    summary:
      "The store's owner ships the order with a courier: a typed consignment number (checked against the courier's format, 409 when on another order) or a pickup booked with a booking courier (502 when the courier fails, nothing kept; 503 when its booking is not available); the order moves to Shipped",
    security: signedIn,
    params: IdParams,
    body: ShipmentInput,
    response: { 200: OrderAnswer, ...errorAnswers(400, 401, 403, 404, 409, 502, 503) },
  },
});
