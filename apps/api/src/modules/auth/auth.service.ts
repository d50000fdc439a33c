import { createHash, randomBytes } from "node:crypto";
import type { Admin, AdminCreateInput, StaffRole } from "@marketplace/shared/admin-contracts";
import {
  type AccountRole,
  type CustomerSignupInput,
  INVALID_CREDENTIALS,
  type LoginInput,
  type Seller,
  type SellerSignupInput,
  type SignInRole,
  type User,
} from "@marketplace/shared/auth-contracts";
import type { Language } from "@marketplace/shared/languages";
import type { Database } from "../../db/create-db.ts";
import { badRequest, conflict, HttpError, notFound, unauthorized } from "../../lib/http-error.ts";
import {
  type AuthUser,
  LONGEST_SESSION_SECONDS,
  type TokenSession,
  type TokenSubject,
} from "../../plugins/auth.ts";
import * as repo from "./accounts.repository.ts";
import type { LoginThrottle, ThrottleReason } from "./login-throttle.ts";
import type { Mail, SendMail } from "./mailer.ts";

export type { Mail };

import { hashPassword, verifyAgainstNothing, verifyPassword } from "./password-hashing.ts";

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

export interface AuthDeps {
  db: Database;
  signToken: (subject: TokenSubject) => Promise<string>;
  throttle: LoginThrottle;
}

export const customerJson = (c: repo.CustomerRow): User => ({
  id: c.id,
  _id: c.id,
  name: c.name,
  email: c.email,
  createdAt: c.createdAt.toISOString(),
});

export const sellerJson = (s: repo.SellerRow): Required<Seller> => ({
  id: s.id,
  _id: s.id,
  name: s.name,
  email: s.email,
  phone: s.phone,
  verified: s.status === "verified",
  status: s.status,
  statusReason: s.statusReason,
  createdAt: s.createdAt.toISOString(),
});

const duplicateEmail = () => conflict("An account with this email already exists. Please sign in instead.");

export async function signUpCustomer(deps: AuthDeps, input: CustomerSignupInput, language: Language) {
  if (await repo.findCustomerByEmail(deps.db, input.email)) throw duplicateEmail();
  const row = await repo.insertCustomer(deps.db, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    language,
  });
  if (!row) throw duplicateEmail();
  return {
    token: await deps.signToken({ id: row.id, role: "customer", tokenVersion: row.tokenVersion }),
    user: customerJson(row),
  };
}

export async function signUpSeller(deps: AuthDeps, input: SellerSignupInput, language: Language) {
  if (await repo.findSellerByEmail(deps.db, input.email)) throw duplicateEmail();
  const row = await repo.insertSeller(deps.db, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    language,
  });
  if (!row) throw duplicateEmail();
  return {
    token: await deps.signToken({ id: row.id, role: "seller", tokenVersion: row.tokenVersion }),
    seller: sellerJson(row),
  };
}

const TOO_MANY_TRIES: Record<ThrottleReason, string> = {
  pair: "Too many failed sign-in attempts for this account from your address.",
  address: "Too many failed sign-in attempts from your address.",
  account: "Too many failed sign-in attempts for this account.",
};

function tooManyTries(reason: ThrottleReason, seconds: number) {
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new HttpError(429, `${TOO_MANY_TRIES[reason]} Please wait ${wait} and try again.`, undefined, {
    headers: { "retry-after": String(seconds) },
  });
}

/**
 * Checks the password with the throttle in front (decision 0010). The throttle answers before the
 * password is checked, so a refused attempt tells nothing; a wrong e-mail costs as much as a wrong
 * password, and is counted the same.
 */
async function verifyLogin<T extends { id: string; passwordHash: string }>(
  deps: AuthDeps,
  role: SignInRole,
  input: LoginInput,
  ip: string,
  find: () => Promise<T | undefined>,
  /** Told of every password that was checked against an existing account, right or wrong. */
  checked?: (account: T, ok: boolean) => Promise<void>,
): Promise<T> {
  const attempt = await deps.throttle.attempt(role, input.email, ip);
  if (attempt.refused) throw tooManyTries(attempt.reason, attempt.retryAfterSeconds);
  const account = await find();
  let ok: boolean;
  try {
    ok = account
      ? await verifyPassword(
          input.password,
          account.passwordHash,
          attempt.knownAddress ? "priority" : "normal",
        )
      : await verifyAgainstNothing(input.password);
  } catch (error) {
    // A 503 for lack of hashing capacity checked nothing: counting it locked owners out of their
    // accounts during a flood of other people's attempts (issue 37).
    await attempt.notChecked();
    throw error;
  }
  if (account) await checked?.(account, ok);
  if (!account || !ok) {
    throw new HttpError(401, `${INVALID_CREDENTIALS}. Please check your email and password.`);
  }
  await attempt.succeeded();
  return account;
}

export async function logInCustomer(deps: AuthDeps, input: LoginInput, ip: string, language: Language) {
  const row = await verifyLogin(deps, "customer", input, ip, () =>
    repo.findCustomerByEmail(deps.db, input.email),
  );
  // Her e-mails follow the language she signs in with (issue 34, item 10).
  if (row.language !== language) await repo.setAccountLanguage(deps.db, "customer", row.id, language);
  return {
    token: await deps.signToken({ id: row.id, role: "customer", tokenVersion: row.tokenVersion }),
    user: customerJson(row),
  };
}

export async function logInSeller(deps: AuthDeps, input: LoginInput, ip: string, language: Language) {
  const row = await verifyLogin(deps, "seller", input, ip, () =>
    repo.findSellerByEmail(deps.db, input.email),
  );
  if (row.language !== language) await repo.setAccountLanguage(deps.db, "seller", row.id, language);
  return {
    token: await deps.signToken({ id: row.id, role: "seller", tokenVersion: row.tokenVersion }),
    seller: sellerJson(row),
  };
}

export const adminJson = (a: repo.AdminRow): Admin => ({
  _id: a.id,
  name: a.name,
  email: a.email,
  role: a.role,
});

/** Every checked password of an admin account, right or wrong, is in the audit log with its address. */
export async function logInAdmin(deps: AuthDeps, input: LoginInput, ip: string) {
  const row = await verifyLogin(
    deps,
    "admin",
    input,
    ip,
    () => repo.findAdminByEmail(deps.db, input.email),
    (admin, ok) =>
      repo.insertAdminSessionAudit(deps.db, admin.id, ok ? "admin.sign-in" : "admin.sign-in-failed", ip),
  );
  return {
    token: await deps.signToken({ id: row.id, role: "admin", tokenVersion: row.tokenVersion }),
    admin: adminJson(row),
  };
}

/**
 * A fresh 12-hour token for an admin who is still working (decision 0037): the same session (its
 * sign-in time and token version), so "sign out everywhere" still ends it and it never outlives a
 * week from the password check.
 */
export async function renewAdminToken(
  deps: Pick<AuthDeps, "db" | "signToken">,
  admin: AuthUser,
  session: TokenSession,
  now = Date.now(),
) {
  if (now / 1000 - session.signedInAt > LONGEST_SESSION_SECONDS) {
    throw unauthorized("Your session has lasted a week. Please sign in again.");
  }
  const row = await repo.findAdminById(deps.db, admin.id);
  if (!row) throw unauthorized("Your session is not valid. Please sign in again.");
  return {
    token: await deps.signToken({
      id: row.id,
      role: "admin",
      tokenVersion: session.tokenVersion,
      signedInAt: session.signedInAt,
    }),
    admin: adminJson(row),
  };
}

/** "Sign out everywhere" for an admin, written to the audit log with the address it came from. */
export async function signOutAdminEverywhere(db: Database, admin: AuthUser, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.raiseTokenVersion(tx, "admin", admin.id))) {
      throw notFound("Account not found. Please sign in again.");
    }
    await repo.insertAdminSessionAudit(tx, admin.id, "admin.sign-out-everywhere", ip);
  });
}

/** Used by `npm run admin -- create`; a taken e-mail is a 409 with a clear message. */
export async function createAdmin(db: Database, input: AdminCreateInput) {
  if (await repo.findAdminByEmail(db, input.email))
    throw conflict(`An admin with the email ${input.email} already exists.`);
  const row = await repo.insertAdmin(db, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
  });
  if (!row) throw conflict(`An admin with the email ${input.email} already exists.`);
  return adminJson(row);
}

/** `npm run admin -- set-role` (decision 0043): takes effect on her next request, no sign-in needed. */
export async function setStaffRole(db: Database, email: string, role: StaffRole) {
  const row = await repo.updateStaffRole(db, email, role);
  if (!row) throw notFound(`There is no admin with the email ${email}.`);
  return adminJson(row);
}

export async function customerProfile(db: Database, id: string) {
  const row = await repo.findCustomerById(db, id);
  if (!row) throw notFound("User not found. Please login again.");
  return customerJson(row);
}

export async function sellerProfile(db: Database, id: string) {
  const row = await repo.findSellerById(db, id);
  if (!row) throw notFound("Seller not found. Please login again.");
  return sellerJson(row);
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Sends a single-use link that expires in an hour. The answer is the same whether or not the
 * account exists, so the form cannot be used to find out who has one.
 */
export async function requestPasswordReset(
  db: Database,
  sendMail: SendMail,
  input: { email: string; role: AccountRole },
  baseUrl: string,
  now = new Date(),
): Promise<void> {
  const account =
    input.role === "customer"
      ? await repo.findCustomerByEmail(db, input.email)
      : await repo.findSellerByEmail(db, input.email);
  if (!account) return;
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await repo.retireOpenResets(tx, input.role, account.id, now);
    await repo.insertPasswordReset(tx, {
      role: input.role,
      accountId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
    });
  });
  const link = `${baseUrl}/reset-password?token=${token}`;
  await sendMail({ to: account.email, ...resetMail(account.language, account.name, input.role, link) });
}

/** The reset e-mail in the account's own language (issue 34, item 10). */
function resetMail(language: Language, name: string, role: AccountRole, link: string) {
  if (language === "ur") {
    const account = role === "seller" ? "سیلر" : "خریدار";
    return {
      subject: "اپنا ہنرمند پاس ورڈ نیا بنائیں",
      text: `السلام علیکم \u2068${name}\u2069،\n\nکسی نے (امید ہے آپ نے) آپ کے ہنرمند ${account} اکاؤنٹ کا پاس ورڈ نیا بنانے کو کہا ہے۔ نیا پاس ورڈ چننے کے لیے ایک گھنٹے کے اندر یہ لنک کھولیں:\n\n${link}\n\nاگر آپ نے یہ نہیں کہا تو اس ای میل کو نظر انداز کر دیں: آپ کا پاس ورڈ وہی رہے گا۔`,
    };
  }
  return {
    subject: "Reset your Hunarmand password",
    text: `Assalam-o-Alaikum ${name},\n\nSomeone (hopefully you) asked to reset the password of your Hunarmand ${role} account. Open this link within one hour to choose a new one:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays the same.`,
  };
}

const invalidResetLink = () =>
  badRequest("This reset link is invalid or has expired. Please ask for a new one.");

/**
 * The token is checked before the new password is hashed, so a bogus one costs a lookup, not a
 * scrypt; it is used up only after the hash, in the transaction that stores it (one use, even when
 * raced). The new password raises the token version: every session signed in before it ends.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
  now = new Date(),
) {
  const tokenHash = hashToken(input.token);
  if (!(await repo.findOpenPasswordReset(db, tokenHash, now))) throw invalidResetLink();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const reset = await repo.consumePasswordReset(tx, tokenHash, now);
    if (!reset) throw invalidResetLink();
    await repo.updatePasswordHash(tx, reset.role, reset.accountId, passwordHash);
    return { role: reset.role, accountId: reset.accountId };
  });
}

/** "Sign out everywhere": every token of this account, the caller's own included, stops working. */
export async function signOutEverywhere(db: Database, user: AuthUser): Promise<void> {
  if (!(await repo.raiseTokenVersion(db, user.role, user.id))) {
    throw notFound("Account not found. Please sign in again.");
  }
}
