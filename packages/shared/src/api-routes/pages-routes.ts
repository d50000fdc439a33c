import { DoneAnswer, ErrorAnswer } from "../api-answers.ts";
import { ContactInput } from "../contact-contracts.ts";
import { defineRoutes } from "./route-contract.ts";

/** The pages module's routes (apps/api/src/modules/pages). */
export const pagesRoutes = defineRoutes({
  "POST /api/contact": {
    tags: ["pages"],
    summary: "Send a message to the marketplace team; it is stored for them to answer",
    body: ContactInput,
    response: { 201: DoneAnswer, 400: ErrorAnswer },
  },
});
