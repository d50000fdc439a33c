import { DoneAnswer, IdParams } from "../api-answers.ts";
import {
  AcceptHelperAnswer,
  AcceptHelperInput,
  HelpedStoresAnswer,
  HelperParams,
  InviteHelperAnswer,
  InviteHelperInput,
  StoreHelpersAnswer,
} from "../store-helpers-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** A store's helpers (issue 32, part 4; decision 0054): apps/api/src/modules/store-helpers. */
export const storeHelpersRoutes = defineRoutes({
  "GET /api/seller/stores/:id/helpers": {
    tags: ["helpers"],
    summary:
      "The store's helpers and the invitations still waiting, with what its helpers did lately (its owner only)",
    security: signedIn,
    params: IdParams,
    response: { 200: StoreHelpersAnswer, ...errorAnswers(401, 403, 404) },
  },
  "POST /api/seller/stores/:id/helpers": {
    tags: ["helpers"],
    summary:
      "Invite a helper by e-mail or mobile number with a role (orders or catalog): the link's token is answered once, and mailed to an e-mail",
    security: signedIn,
    params: IdParams,
    body: InviteHelperInput,
    response: { 201: InviteHelperAnswer, ...errorAnswers(400, 401, 403, 404, 409) },
  },
  "DELETE /api/seller/stores/:id/helpers/:helperId": {
    tags: ["helpers"],
    summary: "Remove a helper or take back an invitation: her access to the store ends with this answer",
    security: signedIn,
    params: HelperParams,
    response: { 200: DoneAnswer, ...errorAnswers(401, 403, 404) },
  },
  "POST /api/seller/helpers/accept": {
    tags: ["helpers"],
    summary:
      "Accept an invitation with the signed-in seller account its e-mail or mobile number names: {token}",
    security: signedIn,
    body: AcceptHelperInput,
    response: { 200: AcceptHelperAnswer, ...errorAnswers(400, 401, 403, 409) },
  },
  "GET /api/seller/helped-stores": {
    tags: ["helpers"],
    summary: "The stores the signed-in seller helps, each with her role there",
    security: signedIn,
    response: { 200: HelpedStoresAnswer, ...errorAnswers(401, 403) },
  },
});
