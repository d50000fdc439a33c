import type { StaffRole } from "@marketplace/shared/admin-contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { forbidden, unauthorized } from "../lib/http-error.ts";
import { isUuid } from "../lib/uuid.ts";
import { ROLE_CANNOT, staffMayCall } from "./admin-roles.ts";

export type Role = "customer" | "seller" | "admin";

export interface AuthUser {
  id: string;
  role: Role;
}

/** Whom a token is for, and the account's token version when it was issued (decision 0013). */
export interface TokenSubject extends AuthUser {
  tokenVersion: number;
  /** When the password was checked (seconds since 1970, claim `auth_time`); now when absent. */
  signedInAt?: number;
}

/** What a verified token said beyond whom it is for: a renewal keeps both. */
export interface TokenSession {
  tokenVersion: number;
  signedInAt: number;
}

/**
 * Use these as a route's `onRequest` hook, so that who may call is settled before the body is
 * validated: no token is a 401 even when the body is wrong too.
 */
export type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the requireCustomer / requireSeller / requireSignedIn / optionalAuth hooks. */
    auth?: AuthUser;
    /** The verified token's version and sign-in time, beside `auth`. */
    tokenSession?: TokenSession;
    /** The admin's staff role as the database says it now (decision 0043), set by requireAdmin. */
    staffRole?: StaffRole;
    /**
     * The signed-in account, on a route guarded by requireCustomer, requireSeller or requireSignedIn
     * (of the role the guard asked for); a 401 on a route that forgot its guard, never `undefined`.
     */
    account(): AuthUser;
  }
  interface FastifyInstance {
    signToken(subject: TokenSubject): Promise<string>;
    requireCustomer: AuthHook;
    requireSeller: AuthHook;
    /** Any signed-in customer or seller (routes that serve both, such as one order); not admins. */
    requireSignedIn: AuthHook;
    /**
     * An admin (decision 0018): admin tokens work on `/api/admin/*` only, guarded by this, and only on
     * the routes her staff role may call (decision 0043, the table in admin-roles.ts).
     */
    requireAdmin: AuthHook;
    /** Any signed-in account, admins too (notifications: every account has its own). */
    requireAnyAccount: AuthHook;
    optionalAuth: AuthHook;
  }
}

const ISSUER = "hunarmand-marketplace";
const AUDIENCE = "hunarmand-web";
export const TOKEN_LIFETIME = "7d";
/**
 * An admin's token lasts 12 hours and is renewed while she is active (decision 0037); however often
 * it is renewed, a session ends a week after its password was checked, like the other roles' tokens.
 */
export const ADMIN_TOKEN_LIFETIME = "12h";
export const LONGEST_SESSION_SECONDS = 7 * 24 * 60 * 60;
const NOT_VALID = "Your session is not valid. Please sign in again.";
const SIGNED_OUT =
  "You have been signed out: your password was changed or you signed out everywhere. Please sign in again.";

/** Who may call a route is decided here, once per audience, not inside handlers. */
export interface AuthOptions {
  /**
   * The account's current token version (decision 0013), or undefined when it no longer exists. The
   * accounts module answers it; a plugin reads no module's tables itself.
   */
  tokenVersionOf(role: TokenSubject["role"], id: string): Promise<number | undefined>;
  /** An admin's staff role now, or undefined when she no longer exists. */
  staffRoleOf(adminId: string): Promise<StaffRole | undefined>;
}

export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  const key = new TextEncoder().encode(app.jwtSecret);

  app.decorateRequest("account", function account(this: FastifyRequest): AuthUser {
    if (!this.auth) throw unauthorized();
    return this.auth;
  });

  app.decorate("signToken", (subject: TokenSubject) =>
    new SignJWT({
      role: subject.role,
      tv: subject.tokenVersion,
      auth_time: subject.signedInAt ?? Math.floor(Date.now() / 1000),
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(subject.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(subject.role === "admin" ? ADMIN_TOKEN_LIFETIME : TOKEN_LIFETIME)
      .sign(key),
  );

  async function readToken(
    request: FastifyRequest,
  ): Promise<{ user: AuthUser; session: TokenSession } | undefined> {
    const header = request.headers.authorization;
    if (!header) return undefined;
    const [scheme, token] = header.split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token)
      throw unauthorized("The Authorization header must be 'Bearer <token>'.");
    let subject: TokenSubject & TokenSession;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      // Tokens issued before token versions existed carry no `tv`: they count as version 0.
      const { role, sub, tv = 0, iat = 0 } = payload;
      // Tokens issued before `auth_time` was written were signed in when they were issued.
      const { auth_time: signedInAt = iat } = payload;
      if (
        typeof sub !== "string" ||
        !isUuid(sub) ||
        (role !== "customer" && role !== "seller" && role !== "admin") ||
        typeof tv !== "number" ||
        !Number.isSafeInteger(tv) ||
        typeof signedInAt !== "number"
      ) {
        throw unauthorized(NOT_VALID);
      }
      subject = { id: sub, role, tokenVersion: tv, signedInAt };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw unauthorized("Your session has expired. Please sign in again.");
      throw unauthorized(NOT_VALID);
    }
    // One primary-key lookup per signed-in request: a password reset or "sign out everywhere" raises
    // the account's version, and every token issued before it is refused from then on.
    const current = await options.tokenVersionOf(subject.role, subject.id);
    if (current === undefined) throw unauthorized(NOT_VALID);
    if (current !== subject.tokenVersion) throw unauthorized(SIGNED_OUT);
    return {
      user: { id: subject.id, role: subject.role },
      session: { tokenVersion: subject.tokenVersion, signedInAt: subject.signedInAt },
    };
  }

  const NEEDS: Record<Role, string> = {
    customer: "This needs a customer account.",
    seller: "This needs a seller account.",
    admin: "This needs an admin account.",
  };
  const requireRole =
    (...roles: Role[]): AuthHook =>
    async (request) => {
      const token = await readToken(request);
      if (!token) throw unauthorized("Please sign in to continue.");
      if (!roles.includes(token.user.role)) throw forbidden(NEEDS[roles[0] ?? "customer"]);
      request.auth = token.user;
      request.tokenSession = token.session;
    };

  app.decorate("requireCustomer", requireRole("customer"));
  app.decorate("requireSeller", requireRole("seller"));
  const requireAnyAdmin = requireRole("admin");
  // The role is read on every admin request, not carried in the token, so a changed role holds from
  // her next click; admins are few, and the lookup is by primary key.
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    await requireAnyAdmin(request);
    const role = await options.staffRoleOf(request.account().id);
    if (!role) throw unauthorized(NOT_VALID);
    if (!staffMayCall(role, request.method, request.routeOptions.url ?? request.url))
      throw forbidden(ROLE_CANNOT);
    request.staffRole = role;
  });
  // An admin token is for /api/admin/* only: elsewhere it is a wrong role (403), never a shopper.
  app.decorate("requireSignedIn", requireRole("customer", "seller"));
  app.decorate("requireAnyAccount", requireRole("customer", "seller", "admin"));
  app.decorate("optionalAuth", async (request: FastifyRequest) => {
    const user = (await readToken(request).catch(() => undefined))?.user;
    request.auth = user?.role === "admin" ? undefined : user;
  });
}
