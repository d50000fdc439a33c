import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { badRequest } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/uuid.ts";

/**
 * The e-mail link's token (decision 0034): signed with the server's token secret, for one purpose
 * (its own issuer and audience, so no session token passes, nor this one as a session), naming one
 * order, and expiring when that order's confirmation window ends.
 */
const ISSUER = "hunarmand-marketplace";
const AUDIENCE = "hunarmand-cod-confirmation";

export const LINK_NOT_VALID = "This confirmation link is not valid. Please open your order from My Orders.";
export const LINK_EXPIRED =
  "This confirmation link has expired: the order was not confirmed in time. Please place it again.";

export interface ConfirmationTokens {
  sign(orderId: string, expiresAt: Date): Promise<string>;
  /** The order the token names; 400 when it is expired, forged or made for something else. */
  orderOf(token: string): Promise<string>;
}

export function confirmationTokens(secret: string): ConfirmationTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (orderId, expiresAt) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(orderId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.ceil(expiresAt.getTime() / 1000))
        .sign(key),
    async orderOf(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload.sub !== "string" || !isUuid(payload.sub)) throw badRequest(LINK_NOT_VALID);
        return payload.sub;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw badRequest(LINK_EXPIRED);
        throw badRequest(LINK_NOT_VALID);
      }
    },
  };
}

/** The web page the order e-mail links to, for the buyer to confirm or cancel without signing in. */
export const confirmationPath = (token: string) => `/confirm-order?token=${encodeURIComponent(token)}`;
