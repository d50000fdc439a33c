import type { HelperRole } from "@marketplace/shared/store-helpers-contracts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { storeHelpers } from "../src/db/schema/index.ts";
import { createSeller } from "./fixtures.ts";

type Seller = Awaited<ReturnType<typeof createSeller>>;

/** A call of the API with a bearer token, its answer's status and body. */
export function caller(app: FastifyInstance) {
  return async (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined };
  };
}

/**
 * A seller made a helper of the store through the real routes (decision 0054): the owner invites
 * her e-mail with the role, and she accepts the answered token with her own account.
 */
export async function helperThroughInvitation(
  app: FastifyInstance,
  owner: { token: string },
  storeId: string,
  role: HelperRole,
  name = `${role === "orders" ? "Orders" : "Catalog"} Helper`,
): Promise<Seller> {
  const call = caller(app);
  const helper = await createSeller(app, name);
  const invited = await call(owner.token, "POST", `/api/seller/stores/${storeId}/helpers`, {
    contact: helper.email,
    role,
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const accepted = await call(helper.token, "POST", "/api/seller/helpers/accept", {
    token: invited.body.token,
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return helper;
}

/** A helper written straight to the database, for worlds that need many (the authorization matrix). */
export async function insertHelper(
  app: FastifyInstance,
  storeId: string,
  helper: { id: string; email: string },
  role: HelperRole,
): Promise<string> {
  const [row] = await app.db
    .insert(storeHelpers)
    .values({
      storeId,
      role,
      contactKind: "email",
      contact: helper.email.toLowerCase(),
      tokenHash: `fixture-${helper.id}-${storeId}`,
      expiresAt: new Date(Date.now() + 86_400_000),
      helperId: helper.id,
      acceptedAt: new Date(),
    })
    .returning({ id: storeHelpers.id });
  if (!row) throw new Error("no helper");
  return row.id;
}
