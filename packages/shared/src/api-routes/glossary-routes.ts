import { IdParams } from "../api-answers.ts";
import {
  GlossaryAnswer,
  GlossaryDeleteAnswer,
  GlossaryEntryAnswer,
  GlossaryEntryInput,
  GlossaryEntryUpdate,
} from "../glossary-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** The search glossary in the console (issue 33, decision 0057): apps/api/src/modules/catalog. */
export const glossaryRoutes = defineRoutes({
  "GET /api/admin/glossary": {
    tags: ["admin"],
    summary:
      "The search glossary: the reviewed file's entries (built in, read-only) and the operator's, which search adds to them",
    security: signedIn,
    response: { 200: GlossaryAnswer, ...errorAnswers(401, 403) },
  },
  "POST /api/admin/glossary": {
    tags: ["admin"],
    summary:
      "Add an entry to the search glossary: its name and its Urdu, Roman Urdu and English words; search uses it at once; audited",
    security: signedIn,
    body: GlossaryEntryInput,
    response: { 201: GlossaryEntryAnswer, ...errorAnswers(400, 401, 403, 409) },
  },
  "PUT /api/admin/glossary/:id": {
    tags: ["admin"],
    summary: "Replace the words of one of the operator's glossary entries; audited with before and after",
    security: signedIn,
    params: IdParams,
    body: GlossaryEntryUpdate,
    response: { 200: GlossaryEntryAnswer, ...errorAnswers(400, 401, 403, 404) },
  },
  "DELETE /api/admin/glossary/:id": {
    tags: ["admin"],
    summary: "Delete one of the operator's glossary entries (built-in ones cannot be); audited",
    security: signedIn,
    params: IdParams,
    response: { 200: GlossaryDeleteAnswer, ...errorAnswers(401, 403, 404) },
  },
});
