import { expect, it } from "vitest";
import { checkWhoMayCall, MATRIX_PARTS, MATRIX_ROUTES } from "../../test/authorization-matrix.ts";

/**
 * Who may call each route (test/authorization-matrix.ts): the routes outside the console and
 * returns here; the console's and the returns' in the two files beside this one.
 */
checkWhoMayCall("rest");

it("puts every route of the matrix in exactly one of its three files", () => {
  const parts = Object.values(MATRIX_PARTS);
  const misplaced = MATRIX_ROUTES.filter((route) => parts.filter((inPart) => inPart(route)).length !== 1);
  expect(misplaced).toEqual([]);
});
