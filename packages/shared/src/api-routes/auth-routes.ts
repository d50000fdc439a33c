import { AdminSessionAnswer } from "../admin-contracts.ts";
import { DoneAnswer, ErrorAnswer } from "../api-answers.ts";
import {
  CustomerProfileAnswer,
  CustomerSessionAnswer,
  CustomerSignupInput,
  ForgotPasswordInput,
  LoginInput,
  PasswordResetAnswer,
  ResetPasswordInput,
  SellerProfileAnswer,
  SellerSessionAnswer,
  SellerSignupInput,
} from "../auth-contracts.ts";
import { defineRoutes, errorAnswers, signedIn } from "./route-contract.ts";

/** The auth module's routes (apps/api/src/modules/auth). */
const errors = errorAnswers(400, 401, 403, 404, 409, 429, 503);

const customerSignup = (summary: string) => ({
  tags: ["accounts"] as const,
  summary,
  body: CustomerSignupInput,
  response: { 201: CustomerSessionAnswer, ...errors },
});

const signOutEverywhere = (who: "customer" | "seller") => ({
  tags: ["accounts"] as const,
  summary: `Sign the ${who} out everywhere: every token issued so far stops working`,
  security: signedIn,
  response: { 200: DoneAnswer, ...errors },
});

export const authRoutes = defineRoutes({
  "POST /api/auth/signup": customerSignup("Create a customer account"),
  "POST /api/auth/register": customerSignup("Create a customer account"),
  "POST /api/auth/logout-all": signOutEverywhere("customer"),
  "POST /api/seller/logout-all": signOutEverywhere("seller"),
  "POST /api/auth/login": {
    tags: ["accounts"],
    summary: "Sign in as a customer",
    body: LoginInput,
    response: { 200: CustomerSessionAnswer, ...errors },
  },
  "GET /api/auth/profile": {
    tags: ["accounts"],
    summary: "The signed-in customer",
    security: signedIn,
    response: { 200: CustomerProfileAnswer, ...errors },
  },
  "POST /api/seller/signup": {
    tags: ["accounts"],
    summary: "Create a seller account (step 1 of 2)",
    body: SellerSignupInput,
    response: { 201: SellerSessionAnswer, ...errors },
  },
  "POST /api/seller/login": {
    tags: ["accounts"],
    summary: "Sign in as a seller",
    body: LoginInput,
    response: { 200: SellerSessionAnswer, ...errors },
  },
  "POST /api/admin/login": {
    tags: ["admin"],
    summary: "Sign in as an admin",
    body: LoginInput,
    response: { 200: AdminSessionAnswer, ...errors },
  },
  "GET /api/seller/profile": {
    tags: ["accounts"],
    summary: "The signed-in seller",
    security: signedIn,
    response: { 200: SellerProfileAnswer, ...errors },
  },
  "POST /api/auth/forgot-password": {
    tags: ["accounts"],
    summary: "E-mail a single-use password reset link that expires in one hour",
    body: ForgotPasswordInput,
    response: { 200: DoneAnswer, 400: ErrorAnswer },
  },
  "POST /api/auth/reset-password": {
    tags: ["accounts"],
    summary: "Set a new password with a reset link's token; every earlier session ends",
    body: ResetPasswordInput,
    response: { 200: PasswordResetAnswer, ...errorAnswers(400, 429, 503) },
  },
  "POST /api/admin/session": {
    tags: ["admin"],
    summary: "Renew the admin's token for 12 more hours (at most a week after signing in)",
    security: signedIn,
    response: { 200: AdminSessionAnswer, ...errors },
  },
  "POST /api/admin/logout-all": {
    tags: ["admin"],
    summary: "Sign the admin out everywhere: every token issued so far stops working; audited",
    security: signedIn,
    response: { 200: DoneAnswer, ...errors },
  },
});
