import type { FastifyInstance, FastifyRequest } from "fastify";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { forbidden, unauthorized } from "../lib/http-error.ts";
import { isUuid } from "../lib/uuid.ts";
import { findCustomerById, findSellerById } from "../modules/auth/accounts.repository.ts";

export type Role = "customer" | "seller";

export interface AuthUser {
  id: string;
  role: Role;
}

/**
 * Use these as a route's `onRequest` hook, so that who may call is settled before the body is
 * validated: no token is a 401 even when the body is wrong too.
 */
export type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the requireCustomer / requireSeller / optionalAuth hooks. */
    auth?: AuthUser;
  }
  interface FastifyInstance {
    signToken(user: AuthUser): Promise<string>;
    requireCustomer: AuthHook;
    requireSeller: AuthHook;
    /** Any signed-in user, customer or seller (routes that serve both, such as one order). */
    requireSignedIn: AuthHook;
    optionalAuth: AuthHook;
  }
}

const ISSUER = "hunarmand-marketplace";
const AUDIENCE = "hunarmand-web";
export const TOKEN_LIFETIME = "7d";

/** Who may call a route is decided here, once per audience, not inside handlers. */
export function registerAuth(app: FastifyInstance): void {
  const key = new TextEncoder().encode(app.jwtSecret);

  app.decorate("signToken", (user: AuthUser) =>
    new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(key),
  );

  async function readToken(request: FastifyRequest): Promise<AuthUser | undefined> {
    const header = request.headers.authorization;
    if (!header) return undefined;
    const [scheme, token] = header.split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token)
      throw unauthorized("The Authorization header must be 'Bearer <token>'.");
    let user: AuthUser;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const role = payload.role;
      if (
        typeof payload.sub !== "string" ||
        !isUuid(payload.sub) ||
        (role !== "customer" && role !== "seller")
      ) {
        throw unauthorized("Your session is not valid. Please sign in again.");
      }
      user = { id: payload.sub, role };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw unauthorized("Your session has expired. Please sign in again.");
      throw unauthorized("Your session is not valid. Please sign in again.");
    }
    // A token outlives its account when the data is started over (`npm run seed -- --reset`): refused
    // here, rather than by the database when an order or a store names an account that is gone.
    const account = await (user.role === "customer" ? findCustomerById : findSellerById)(app.db, user.id);
    if (!account) throw unauthorized("Your session is not valid. Please sign in again.");
    return user;
  }

  const requireRole =
    (role: Role): AuthHook =>
    async (request) => {
      const user = await readToken(request);
      if (!user) throw unauthorized("Please sign in to continue.");
      if (user.role !== role) {
        throw forbidden(
          role === "seller" ? "This needs a seller account." : "This needs a customer account.",
        );
      }
      request.auth = user;
    };

  app.decorate("requireCustomer", requireRole("customer"));
  app.decorate("requireSeller", requireRole("seller"));
  app.decorate("requireSignedIn", async (request: FastifyRequest) => {
    const user = await readToken(request);
    if (!user) throw unauthorized("Please sign in to continue.");
    request.auth = user;
  });
  app.decorate("optionalAuth", async (request: FastifyRequest) => {
    request.auth = await readToken(request).catch(() => undefined);
  });
}
