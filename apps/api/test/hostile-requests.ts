import { createHmac } from "node:crypto";
import fc from "fast-check";
import { FORM_BODY_BYTES } from "../src/lib/body-limits.ts";

/**
 * Hostile requests for every route of the OpenAPI document: the fuzz test sends them through
 * app.inject(), the hostile run (bench/hostile-run.ts) over HTTP to a real server. Each route's
 * declared query names and body properties are read from the document, so a field added to a schema
 * is fuzzed without touching this file; what the document cannot say (which real rows a path's ids
 * name, which route takes multipart) is in ROUTE_STRATEGIES.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Real rows a request can name, so that hostile input reaches the code behind the lookups. */
export type IdKind =
  | "product"
  | "disposableProduct"
  | "store"
  | "order"
  | "orderItem"
  | "customer"
  | "seller"
  | "report"
  /** A product variant's id (issue 18), as order lines name it. */
  | "variant"
  /** A buyer–seller conversation (issue 17). */
  | "conversation"
  /** A sitemap chunk's file name (`/sitemaps/{file}`), not a row's id. */
  | "sitemapChunk"
  /** A return of a delivered order (issue 27). */
  | "return"
  /** A courier's code (issue 28), not a row's id. */
  | "courier"
  /** Accounts an operator's closure (issue 36) may really close, apart from those others sign in with. */
  | "closableCustomer"
  | "closableSeller"
  /** A member of staff the owner's role route may really change, never the admin the fuzz signs in as. */
  | "staffMember"
  /** A store's voucher code (issue 31). */
  | "voucher"
  /** A marketplace campaign's id, and its page's address (issue 31). */
  | "campaign"
  | "campaignSlug"
  /** A payout run, a line of one, and a seller's CNIC photo (issue 30). */
  | "payoutRun"
  | "payout"
  | "kycDocument"
  /** An online payment of the customer's (issue 29). */
  | "payment"
  /** A helper of the seller's store, or an invitation to be one (issue 32, part 4). */
  | "storeHelper"
  /** One of the operator's search glossary entries (issue 33). */
  | "glossaryEntry";

export interface RouteStrategy {
  /** Which real rows each path parameter names (besides the malformed values every id gets). */
  params?: Record<string, IdKind[]>;
  /** The route reads multipart/form-data, which the document does not describe as a body. */
  multipart?: true;
  /** Whose token it mostly gets: the owner of the rows it names, so that bodies reach the service. */
  as?: "customer" | "seller" | "admin";
  /** The media type of a successful answer when it is not JSON (a download); errors are JSON still. */
  answers?:
    | "text/csv"
    | "text/plain"
    | "application/xml"
    | "text/event-stream"
    | "application/zip"
    | "text/html";
}

/** One entry per route of the OpenAPI document; the fuzz test fails when the two lists differ. */
export const ROUTE_STRATEGIES: Record<string, RouteStrategy> = {
  "GET /api/health": {},
  "GET /api/site": {},
  "POST /api/auth/signup": {},
  "POST /api/auth/register": {},
  "POST /api/auth/login": {},
  "GET /api/auth/profile": { as: "customer" },
  "POST /api/seller/signup": {},
  "POST /api/seller/login": {},
  "GET /api/seller/profile": { as: "seller" },
  "POST /api/auth/forgot-password": {},
  "POST /api/auth/reset-password": {},
  // No owner's token on purpose: a real one would sign the shared fuzzing accounts out everywhere.
  "POST /api/auth/logout-all": {},
  "POST /api/seller/logout-all": {},
  "GET /api/products": {},
  "GET /api/products/facets": {},
  "POST /api/products": { as: "seller" },
  "GET /api/search/suggestions": {},
  "GET /api/products/store/{storeId}": { params: { storeId: ["store"] } },
  "GET /api/products/{id}": { params: { id: ["product"] } },
  "PUT /api/products/{id}": { params: { id: ["product"] }, as: "seller" },
  // Its own product, so that a successful delete leaves the others to the remaining routes.
  "DELETE /api/products/{id}": { params: { id: ["disposableProduct"] }, as: "seller" },
  "POST /api/media/images": { multipart: true, as: "seller" },
  "GET /api/stores": {},
  "POST /api/stores": { as: "seller" },
  "GET /api/stores/seller/my-stores": { as: "seller" },
  "GET /api/stores/{id}": { params: { id: ["store"] } },
  "PUT /api/stores/{id}": { params: { id: ["store"] }, as: "seller" },
  "POST /api/contact": {},
  "POST /api/orders": { as: "customer" },
  "GET /api/orders/user/{userId}": { params: { userId: ["customer"] }, as: "customer" },
  "GET /api/orders/store/{storeId}": { params: { storeId: ["store"] }, as: "seller" },
  "GET /api/orders/{id}": { params: { id: ["order"] } },
  "PUT /api/orders/{id}/status": { params: { id: ["order"] }, as: "seller" },
  "POST /api/orders/{id}/cancel": { params: { id: ["order"] }, as: "customer" },
  "PUT /api/orders/{id}/payment": { params: { id: ["order"] }, as: "seller" },
  "POST /api/orders/{id}/items/{itemId}/review": {
    params: { id: ["order"], itemId: ["orderItem"] },
    as: "customer",
  },
  "GET /api/products/{id}/reviews": { params: { id: ["product"] } },
  "GET /api/stores/{id}/dashboard": { params: { id: ["store"] }, as: "seller" },
  "POST /api/admin/login": {},
  // Renewing is harmless; signing out everywhere would end the shared fuzzing admin's session.
  "POST /api/admin/session": { as: "admin" },
  "POST /api/admin/logout-all": {},
  "GET /api/admin/sellers": { as: "admin" },
  "PUT /api/admin/sellers/{id}/status": { params: { id: ["seller"] }, as: "admin" },
  "POST /api/admin/sellers/{id}/close": { params: { id: ["closableSeller"] }, as: "admin" },
  "POST /api/admin/customers/{id}/close": { params: { id: ["closableCustomer"] }, as: "admin" },
  // Moderation (decision 0019): reports, the queue, dismissing, hiding (its own product, as deleting).
  "POST /api/products/{id}/reports": { params: { id: ["product"] }, as: "customer" },
  "GET /api/admin/reports": { as: "admin" },
  "PUT /api/admin/reports/{id}": { params: { id: ["report"] }, as: "admin" },
  "PUT /api/admin/products/{id}/visibility": { params: { id: ["disposableProduct"] }, as: "admin" },
  // Store ledgers and the admin's money routes (issue 13, decision 0020).
  "GET /api/seller/stores/{storeId}/ledger": { params: { storeId: ["store"] }, as: "seller" },
  "GET /api/seller/stores/{storeId}/ledger.csv": {
    params: { storeId: ["store"] },
    as: "seller",
    answers: "text/csv",
  },
  "GET /api/admin/settings": { as: "admin" },
  "PUT /api/admin/settings": { as: "admin" },
  "GET /api/admin/settings/accounts": { as: "admin" },
  "PUT /api/admin/settings/accounts": { as: "admin" },
  "GET /api/admin/balances": { as: "admin" },
  "GET /api/admin/stores/{storeId}/ledger": { params: { storeId: ["store"] }, as: "admin" },
  "POST /api/admin/settlements": { as: "admin" },
  "GET /api/admin/overview": { as: "admin" },
  "GET /api/admin/audit": { as: "admin" },
  // The owner's Staff screen (decision 0043).
  "GET /api/admin/staff": { as: "admin" },
  "PUT /api/admin/staff/{id}/role": { params: { id: ["staffMember"] }, as: "admin" },
  // Notifications and conversations (issue 17, decision 0029). The stream's 200 never ends: the
  // fuzz reads its status and headers only (STREAMING_ROUTES).
  // Her own data on request (issue 36): a ZIP of account.json and her images.
  "GET /api/account/export": { as: "customer", answers: "application/zip" },
  "POST /api/account/close": { as: "customer" },
  "PUT /api/account/language": { as: "customer" },
  "GET /api/notifications": { as: "customer" },
  "POST /api/notifications/read": { as: "customer" },
  "GET /api/notifications/stream": { as: "customer", answers: "text/event-stream" },
  "POST /api/conversations": { as: "customer" },
  "GET /api/conversations": { as: "customer" },
  "GET /api/conversations/{id}/messages": { params: { id: ["conversation"] }, as: "customer" },
  "POST /api/conversations/{id}/messages": { params: { id: ["conversation"] }, as: "customer" },
  // Returns and refunds (issue 27, decision 0035).
  "POST /api/orders/{id}/returns": { params: { id: ["order"] }, as: "customer" },
  "POST /api/returns/photos": { multipart: true, as: "customer" },
  "GET /api/returns": { as: "customer" },
  "POST /api/returns/{id}/escalate": { params: { id: ["return"] }, as: "customer" },
  "POST /api/returns/{id}/withdraw": { params: { id: ["return"] }, as: "customer" },
  "GET /api/seller/returns": { as: "seller" },
  "PUT /api/returns/{id}": { params: { id: ["return"] }, as: "seller" },
  "POST /api/returns/{id}/received": { params: { id: ["return"] }, as: "seller" },
  "POST /api/returns/{id}/refund": { params: { id: ["return"] }, as: "seller" },
  "GET /api/admin/returns": { as: "admin" },
  "PUT /api/admin/returns/{id}": { params: { id: ["return"] }, as: "admin" },
  "POST /api/admin/returns/{id}/refund": { params: { id: ["return"] }, as: "admin" },
  // Cash-on-Delivery confirmation and refusals (issue 27, decision 0034). The link's route needs no
  // account: hostile tokens are all it gets, besides the customer's own session token.
  "POST /api/orders/{id}/confirm": { params: { id: ["order"] }, as: "customer" },
  "POST /api/orders/confirm": {},
  "GET /api/orders/cash-on-delivery": { as: "customer" },
  "GET /api/admin/customers": { as: "admin" },
  "GET /api/admin/customers/{id}": { params: { id: ["customer"] }, as: "admin" },
  "PUT /api/admin/customers/{id}/refusals": { params: { id: ["customer"] }, as: "admin" },
  // Couriers as data (issue 28): the public list and the operator's console.
  "GET /api/couriers": {},
  "GET /api/admin/couriers": { as: "admin" },
  "POST /api/admin/couriers": { as: "admin" },
  "PUT /api/admin/couriers/{code}": { params: { code: ["courier"] }, as: "admin" },
  "GET /api/admin/courier-cash": { as: "admin" },
  // The search glossary in the console (issue 33, decision 0057).
  "GET /api/admin/glossary": { as: "admin" },
  "POST /api/admin/glossary": { as: "admin" },
  "PUT /api/admin/glossary/{id}": { params: { id: ["glossaryEntry"] }, as: "admin" },
  "DELETE /api/admin/glossary/{id}": { params: { id: ["glossaryEntry"] }, as: "admin" },
  "POST /api/admin/couriers/{code}/remittances": { params: { code: ["courier"] }, as: "admin" },
  "POST /api/orders/{id}/shipment": { params: { id: ["order"] }, as: "seller" },
  // Vouchers (issue 31, decision 0048): a seller's codes and the buyer's check against her cart.
  "GET /api/seller/stores/{id}/vouchers": { params: { id: ["store"] }, as: "seller" },
  "POST /api/seller/stores/{id}/vouchers": { params: { id: ["store"] }, as: "seller" },
  "PUT /api/seller/vouchers/{id}": { params: { id: ["voucher"] }, as: "seller" },
  "POST /api/vouchers/check": { as: "customer" },
  "GET /api/admin/campaigns": { as: "admin" },
  "POST /api/admin/campaigns": { as: "admin" },
  "PUT /api/admin/campaigns/{id}": { params: { id: ["campaign"] }, as: "admin" },
  "GET /api/seller/campaigns": { as: "seller" },
  "POST /api/seller/campaigns/{id}/products": { params: { id: ["campaign"] }, as: "seller" },
  "GET /api/campaigns": {},
  "GET /api/campaigns/{slug}": { params: { slug: ["campaignSlug"] } },
  // Identity checks and payout runs (issue 30).
  "GET /api/seller/kyc": { as: "seller" },
  "PUT /api/seller/kyc": { as: "seller" },
  "GET /api/admin/sellers/{id}/kyc": { params: { id: ["seller"] }, as: "admin" },
  "PUT /api/admin/sellers/{id}/kyc": { params: { id: ["seller"] }, as: "admin" },
  "GET /api/kyc-documents/{id}": { params: { id: ["kycDocument"] }, answers: "text/plain" },
  "GET /api/admin/payout-runs": { as: "admin" },
  "POST /api/admin/payout-runs": { as: "admin" },
  "PUT /api/admin/payout-runs/{id}": { params: { id: ["payoutRun"] }, as: "admin" },
  "GET /api/admin/payout-runs/{id}/bank-file.csv": {
    params: { id: ["payoutRun"] },
    as: "admin",
    answers: "text/csv",
  },
  "PUT /api/admin/payouts/{id}": { params: { id: ["payout"] }, as: "admin" },
  "GET /api/seller/payouts": { as: "seller" },
  "GET /api/payments/providers": {},
  "POST /api/payments": { as: "customer" },
  "GET /api/payments/{id}": { params: { id: ["payment"] }, as: "customer" },
  "POST /api/payments/{id}/cash-on-delivery": { params: { id: ["payment"] }, as: "customer" },
  "POST /api/payments/jazzcash/return": {},
  "GET /api/payments/easypaisa/{id}/confirm": { params: { id: ["payment"] }, answers: "text/html" },
  "GET /api/payments/easypaisa/{id}/return": { params: { id: ["payment"] } },
  "GET /api/payments/easypaisa/ipn": {},
  "GET /api/admin/payments": { as: "admin" },
  "POST /api/admin/payments/{id}/refunded": { params: { id: ["payment"] }, as: "admin" },
  // Web Push for the seller's phone (issue 32, part 3; decision 0052).
  "GET /api/push/public-key": {},
  "POST /api/seller/push-subscriptions": { as: "seller" },
  "DELETE /api/seller/push-subscriptions": { as: "seller" },
  "GET /api/seller/push-kinds": { as: "seller" },
  "PUT /api/seller/push-kinds": { as: "seller" },
  // A store's helpers (issue 32, part 4; decision 0054).
  "GET /api/seller/stores/{id}/helpers": { params: { id: ["store"] }, as: "seller" },
  "POST /api/seller/stores/{id}/helpers": { params: { id: ["store"] }, as: "seller" },
  "DELETE /api/seller/stores/{id}/helpers/{helperId}": {
    params: { id: ["store"], helperId: ["storeHelper"] },
    as: "seller",
  },
  "POST /api/seller/helpers/accept": { as: "seller" },
  "GET /api/seller/helped-stores": { as: "seller" },
  // Crawlers' files at the site's root (issue 14, decision 0021).
  "GET /robots.txt": { answers: "text/plain" },
  "GET /sitemap.xml": { answers: "application/xml" },
  "GET /sitemaps/{file}": { params: { file: ["sitemapChunk"] }, answers: "application/xml" },
};

/** Body properties that hold ids: a real one now and then lets a body get past the lookups. */
const ID_PROPERTIES: Record<string, IdKind> = {
  product: "product",
  store_id: "store",
  user_id: "customer",
  storeId: "store",
  variant: "variant",
  productId: "product",
  orderId: "order",
  itemId: "orderItem",
};

export interface FuzzTargets {
  ids: Record<IdKind, string[]>;
  /** Valid tokens of the customer and the seller whose rows `ids` names, of an admin, and of everybody else. */
  tokens: { customer: string; seller: string; admin: string; others: string[] };
}

export interface HostileRequest {
  method: string;
  /** Path and query, already encoded as a client would put them on the wire. */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The client's address, varied so that per-address limits do not hide the routes behind 429s. */
  remoteAddress: string;
}

export function routesOf(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** A 1×1 PNG, the smallest real image. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Images as product and store saves take them, so that such saves can succeed now and then. */
const IMAGE_PROPERTIES = new Set(["images", "logo", "banner"]);
const IMAGE_VALUES = [`data:image/png;base64,${PNG.toString("base64")}`, "/uploads/products/x.webp"];

const JUST_PAST_LIMIT = FORM_BODY_BYTES + 16;

const HOSTILE_TEXTS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "\u0001\u0008\u001b[2J\u007f",
  "\r\n\r\n",
  "\t",
  "\uFEFF",
  "\u202Egnp.exe",
  "\uD800",
  "\uDFFF\uD800",
  "💥🙂",
  "بہت اچھا کام",
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  '") OR ("1"="1',
  "1; SELECT pg_sleep(10)",
  "$1",
  "\\",
  "\\x00",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as it is
  "{{7*7}}${7*7}",
  "%s%n%x",
  "../../../etc/passwd",
  "NaN",
  "Infinity",
  "-0",
  "1e308",
  "1e309",
  "-1",
  "0x1F",
  "9".repeat(400),
  "null",
  "undefined",
  "true",
  "[]",
  "__proto__",
  "constructor",
  "2024-02-30T25:61:61Z",
  "+275760-09-13T00:00:00.000Z",
  "a'--@example.pk",
  "<b>@example.pk",
  "x".repeat(10_000),
];

const HUGE_TEXTS = [
  "é".repeat(JUST_PAST_LIMIT / 2),
  "🙂".repeat(JUST_PAST_LIMIT / 4),
  "x".repeat(JUST_PAST_LIMIT),
];

const NUMBER_TEXTS = [
  "0",
  "-0",
  "1",
  "-1",
  "0.1",
  "0.005",
  "1e308",
  "-1e308",
  "5e-324",
  "9007199254740993",
  "123456789012345678901234567890",
  "2147483648",
  "-2147483649",
  "3500000",
  "1000",
];

const depth = 1000;
const STRUCTURE_TEXTS = [
  "true",
  "false",
  "null",
  "[]",
  "{}",
  "[null]",
  `${"[".repeat(depth)}${"]".repeat(depth)}`,
  `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
  `[${"0,".repeat(20_000)}0]`,
  `[${Array(2_000).fill('{"product":"x","quantity":1}').join(",")}]`,
  '{"__proto__":{"isAdmin":true,"role":"seller"},"constructor":{"prototype":{"polluted":true}}}',
];

/** Not JSON at all, or JSON with something wrong around it. */
const BROKEN_BODIES: (string | Buffer)[] = [
  "",
  "{",
  '{"name":',
  "{'name':'x'}",
  '{"a":1}garbage',
  '{"a":1}{"a":2}',
  "\u0000",
  "null",
  "undefined",
  "NaN",
  "name=x&email=y",
  "<?xml version='1.0'?><a/>",
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
];

const OVERSIZED_BODIES = [
  `{"name":"${"a".repeat(FORM_BODY_BYTES - 64)}"}`,
  `{"name":"${"a".repeat(JUST_PAST_LIMIT)}"}`,
  `[${"1,".repeat(FORM_BODY_BYTES / 2)}1]`,
];

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_TEXTS) },
);

/** A value of any type, as JSON text (so that -0, huge numbers and deep nesting survive as sent). */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: hostileString.map((s) => JSON.stringify(s)) },
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_TEXTS) },
  { weight: 1, arbitrary: fc.double().map((n) => JSON.stringify(n)) },
  { weight: 3, arbitrary: fc.constantFrom(...STRUCTURE_TEXTS) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)) },
);

const objectText = (entries: [string, string][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/**
 * A string the schema accepts: mostly a plain one (so that the other fields of a body pass and one
 * hostile field reaches the service and the database), now and then one with SQL, markup, NUL or
 * other odd characters in it.
 */
function conformingString(schema: JsonSchema, name: string, targets: FuzzTargets): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 60, 200));
  const kind = ID_PROPERTIES[name];
  const special: fc.Arbitrary<string>[] = [];
  if (schema.format === "date-time") {
    special.push(
      fc
        .date({ min: new Date("1970-01-01"), max: new Date("2200-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString()),
    );
  }
  if (schema.pattern?.includes("@")) special.push(fc.emailAddress().filter((e) => e.length <= max));
  if (name === "phone") special.push(fc.constantFrom("03001234567", "+92 300 1234567", "0300-1234567"));
  if (kind && targets.ids[kind].length > 0) special.push(fc.constantFrom(...targets.ids[kind]));
  if (IMAGE_PROPERTIES.has(name)) special.push(fc.constantFrom(...IMAGE_VALUES));
  const plain = special.length > 0 ? fc.oneof(...special) : fc.string({ minLength: min, maxLength: max });
  const fits = HOSTILE_TEXTS.filter((s) => s.length >= min && s.length <= max);
  return fc.oneof(
    { weight: 6, arbitrary: plain },
    { weight: fits.length > 0 ? 1 : 0, arbitrary: fc.constantFrom(...fits, "") },
    { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: min, maxLength: Math.min(max, 40) }) },
  );
}

/**
 * How a body is built: `wild` ones have values of wrong types and undeclared keys anywhere, the
 * others keep to the schema's types, so that their odd text reaches the services and the database.
 */
interface Shaping {
  targets: FuzzTargets;
  wild: boolean;
}

/** A value the schema accepts (as far as this reading of it goes), as JSON text. */
function conforming(schema: JsonSchema, name: string, shaping: Shaping, level: number): fc.Arbitrary<string> {
  if (schema.enum && schema.enum.length > 0)
    return fc.constantFrom(...schema.enum).map((v) => JSON.stringify(v));
  switch (typeOf(schema)) {
    case "object":
      return level > 3 ? fc.constant("{}") : objectBody(schema, shaping, level + 1);
    case "array": {
      const items = schema.items ?? {};
      return fc
        .array(valueFor(items, name, shaping, level + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
        })
        .map((values) => `[${values.join(",")}]`);
    }
    case "string":
      return conformingString(schema, name, shaping.targets).map((s) => JSON.stringify(s));
    case "integer":
    case "number": {
      const min = schema.minimum ?? -1e15;
      const max = schema.maximum ?? 1e15;
      const inside =
        typeOf(schema) === "integer"
          ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
          : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return fc.oneof(inside, fc.constantFrom(min, max)).map((n) => JSON.stringify(n));
    }
    case "boolean":
      return fc.boolean().map((b) => JSON.stringify(b));
    default:
      return shaping.wild ? hostileJson : fc.constant("null");
  }
}

function valueFor(schema: JsonSchema, name: string, shaping: Shaping, level: number): fc.Arbitrary<string> {
  if (!shaping.wild) return conforming(schema, name, shaping, level);
  return fc.oneof(
    { weight: 6, arbitrary: conforming(schema, name, shaping, level) },
    { weight: 1, arbitrary: hostileJson },
  );
}

const EXTRA_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "isAdmin",
  "role",
  "$where",
  "a.b",
  "",
  "\u0000",
];

/** The schema's properties (required ones nearly always), and in wild bodies keys nobody declared. */
function objectBody(schema: JsonSchema, shaping: Shaping, level: number): fc.Arbitrary<string> {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {});
  const declared = fc.tuple(
    ...properties.map(([key, inner]) => {
      const entry = valueFor(inner, key, shaping, level).map((value): [string, string] => [key, value]);
      if (required.has(key) && !shaping.wild) return entry;
      return fc.option(entry, { freq: required.has(key) ? 12 : 2, nil: undefined });
    }),
  );
  const extra = shaping.wild
    ? fc.option(
        fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS, ...properties.map(([key]) => key)), hostileJson), {
          minLength: 1,
          maxLength: 2,
        }),
        { freq: 2, nil: [] },
      )
    : fc.constant([]);
  return fc
    .tuple(declared, extra)
    .map(([own, more]) => objectText([...own.filter((e) => e !== undefined), ...more]));
}

/** Multipart bodies, well formed or broken in the ways clients and attackers break them. */
const multipart = fc
  .record({
    boundary: fc.constantFrom("----fuzz7MA4YWxkTrZu0gW", "x", "b".repeat(70)),
    declared: fc.constantFrom("same", "other", "missing", "empty", "quoted"),
    field: fc.constantFrom("images", "file", "", "images[]"),
    filename: fc.constantFrom(
      "a.png",
      "../../etc/passwd",
      "a%00.png",
      "",
      "💥.png",
      `${"x".repeat(300)}.png`,
    ),
    content: fc.constantFrom(
      PNG,
      PNG.subarray(0, 24),
      Buffer.alloc(0),
      Buffer.from("not an image"),
      Buffer.from("GIF89a"),
    ),
    framing: fc.constantFrom(
      "whole",
      "truncated",
      "no-closing",
      "no-part-headers",
      "two-files",
      "field-only",
    ),
  })
  .map(({ boundary, declared, field, filename, content, framing }) => {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
    const part = Buffer.concat([Buffer.from(head), content, Buffer.from("\r\n")]);
    const close = Buffer.from(`--${boundary}--\r\n`);
    const bodies: Record<string, Buffer> = {
      whole: Buffer.concat([part, close]),
      truncated: Buffer.concat([part, close]).subarray(0, head.length + Math.floor(content.length / 2)),
      "no-closing": part,
      "no-part-headers": Buffer.concat([Buffer.from(`--${boundary}\r\n`), content, close]),
      "two-files": Buffer.concat([part, part, close]),
      "field-only": Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"\r\n\r\nplain text\r\n--${boundary}--\r\n`,
      ),
    };
    const contentTypes: Record<string, string> = {
      same: `multipart/form-data; boundary=${boundary}`,
      other: "multipart/form-data; boundary=not-the-one-used",
      missing: "multipart/form-data",
      empty: "multipart/form-data; boundary=",
      quoted: `multipart/form-data; boundary="${boundary}"`,
    };
    return { payload: bodies[framing] as Buffer, contentType: contentTypes[declared] as string };
  });

const JSON_CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json; charset=latin1",
  "application/vnd.api+json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=----broken",
  "application/xml",
  "application/json, text/html",
  "",
];

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

function bodyFor(op: Operation, strategy: RouteStrategy, targets: FuzzTargets): fc.Arbitrary<Body> {
  const schema = op.requestBody?.content["application/json"]?.schema;
  const json = (weight: number, payload: fc.Arbitrary<string | Buffer>) => ({
    weight,
    arbitrary: fc.record({
      payload,
      contentType: fc.oneof(
        { weight: 12, arbitrary: fc.constant("application/json") },
        { weight: 2, arbitrary: fc.constantFrom(...JSON_CONTENT_TYPES) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    }),
  });
  return fc.oneof(
    { weight: strategy.multipart ? 8 : 1, arbitrary: multipart },
    json(schema ? 8 : 1, schema ? objectBody(schema, { targets, wild: false }, 0) : fc.constant("{}")),
    json(schema ? 6 : 0, schema ? objectBody(schema, { targets, wild: true }, 0) : fc.constant("{}")),
    json(3, hostileJson),
    json(2, fc.constantFrom(...BROKEN_BODIES)),
    json(1, fc.constantFrom(...OVERSIZED_BODIES)),
    { weight: schema ? 1 : 6, arbitrary: fc.constant({}) },
  );
}

const visibleAscii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const claims = {
  sub: "00000000-0000-0000-0000-000000000000",
  role: "seller",
  iss: "hunarmand-marketplace",
  aud: "hunarmand-web",
  exp: 4102444800,
};
const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
const hs256Head = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}`;
const wrongKey = `${hs256Head}.${createHmac("sha256", "not-the-server-secret").update(hs256Head).digest("base64url")}`;

const GARBAGE_AUTHORIZATION = [
  "Bearer",
  "Bearer ",
  "Bearer x.y.z",
  "Bearer a b",
  "Basic dXNlcjpwYXNz",
  `Bearer ${unsigned}`,
  `Bearer ${wrongKey}`,
  `Bearer ${"a".repeat(8_000)}`,
  "Bearer ' OR 1=1 --",
  "Bearer <script>alert(1)</script>",
  "Bearer %00",
];

function headersFor(strategy: RouteStrategy, targets: FuzzTargets): fc.Arbitrary<Record<string, string>> {
  const { customer, seller, admin, others } = targets.tokens;
  const owners = strategy.as ? [targets.tokens[strategy.as]] : [customer, seller];
  const authorization = fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...owners).map((t) => `Bearer ${t}`) },
    { weight: 3, arbitrary: fc.constantFrom(customer, seller, admin, ...others).map((t) => `Bearer ${t}`) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom(...owners).map((t) => `bearer  ${t.slice(0, -2)}`) },
    { weight: 2, arbitrary: fc.constantFrom(...GARBAGE_AUTHORIZATION) },
    { weight: 1, arbitrary: visibleAscii },
  );
  const idempotencyKey = fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: visibleAscii },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        " ",
        "' OR 1=1 --",
        "<script>",
        "%00",
        "x".repeat(201),
        "x".repeat(10_000),
      ),
    },
  );
  const other = fc.option(
    fc.constantFrom<[string, string]>(
      ["host", "evil.example"],
      ["accept", "text/html"],
      ["origin", "https://evil.example"],
      ["x-http-method-override", "DELETE"],
      ["content-encoding", "gzip"],
      ["transfer-encoding", "identity"],
      ["cookie", "token=' OR 1=1 --"],
    ),
    { freq: 4, nil: undefined },
  );
  return fc.tuple(authorization, idempotencyKey, other).map(([auth, key, extra]) => {
    const headers: Record<string, string> = {};
    if (auth !== undefined) headers.authorization = auth;
    if (key !== undefined) headers["idempotency-key"] = key;
    if (extra) headers[extra[0]] = extra[1];
    return headers;
  });
}

/** Percent-encodes as a client's UTF-8 would: a lone surrogate becomes U+FFFD instead of throwing. */
const enc = (text: string) => encodeURIComponent(Buffer.from(text).toString());
const HOSTILE_SEGMENTS = [
  "%00",
  "abc%00",
  "..%2F..%2Fetc%2Fpasswd",
  "..",
  "%2e%2e",
  "%",
  "%zz",
  "%C0%AF",
  "%ED%A0%80",
  "%E2%80%AE",
  "%F0%9F%92%A5",
  "-1",
  "0",
  "1e308",
  "null",
  "__proto__",
  "constructor",
  "00000000-0000-0000-0000-000000000000",
  "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  enc("' OR 1=1 --"),
  enc("<script>alert(1)</script>"),
  "a".repeat(99),
  "a".repeat(5_000),
];

/** Rows named where another kind belongs; never products, which a DELETE would take from the rest. */
const MISTAKEN_KINDS: IdKind[] = ["store", "order", "orderItem", "customer", "seller"];

function segmentFor(kinds: IdKind[], targets: FuzzTargets): fc.Arbitrary<string> {
  const real = kinds.flatMap((kind) => targets.ids[kind]);
  if (real.length === 0) throw new Error(`no real rows of ${kinds.join(", ")} to fuzz with`);
  const realId = fc.constantFrom(...real);
  return fc.oneof(
    { weight: 5, arbitrary: realId },
    { weight: 1, arbitrary: fc.constantFrom(...MISTAKEN_KINDS.flatMap((kind) => targets.ids[kind])) },
    { weight: 1, arbitrary: realId.map((id) => `${id}%00`) },
    { weight: 1, arbitrary: realId.map((id) => id.toUpperCase()) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileString.map((s) => enc(s.slice(0, 2_000))) },
  );
}

const RAW_QUERY_VALUES = ["%00", "%", "%zz", "%C0%80", "%FF%FE", "%ED%A0%80", "a%00b", "%2500"];
const UNKNOWN_QUERY_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "unknown",
  "a[b]",
  "search[]",
  "",
];

function queryFor(op: Operation, targets: FuzzTargets): fc.Arbitrary<string> {
  const declared = (op.parameters ?? []).filter((p) => p.in === "query");
  const pair = fc.oneof(
    ...declared.map((p) => ({
      weight: 4,
      arbitrary: conforming(p.schema ?? {}, p.name, { targets, wild: false }, 0).map((json) => {
        const value = JSON.parse(json);
        return `${enc(p.name)}=${enc(typeof value === "string" ? value : JSON.stringify(value))}`;
      }),
    })),
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...declared.map((p) => p.name), ...UNKNOWN_QUERY_NAMES), hostileString)
        .map(([name, value]) => `${enc(name)}=${enc(value)}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...declared.map((p) => p.name), "q"), fc.constantFrom(...RAW_QUERY_VALUES))
        .map(([name, value]) => `${enc(name)}=${value}`),
    },
  );
  return fc.oneof(
    { weight: declared.length > 0 ? 1 : 3, arbitrary: fc.constant("") },
    {
      weight: 2,
      arbitrary: fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join("&")}`),
    },
  );
}

/** Every request the fuzzer can send to one route of the document. */
export function hostileRequestFor(
  doc: OpenApiDocument,
  route: string,
  targets: FuzzTargets,
): fc.Arbitrary<HostileRequest> {
  const [method = "", path = ""] = route.split(" ");
  const op = doc.paths[path]?.[method.toLowerCase()];
  const strategy = ROUTE_STRATEGIES[route];
  if (!op || !strategy)
    throw new Error(`${route} is not both in the OpenAPI document and in ROUTE_STRATEGIES`);
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const unmapped = names.filter((name) => !strategy.params?.[name]);
  if (unmapped.length > 0)
    throw new Error(`${route}: ROUTE_STRATEGIES names no rows for ${unmapped.join(", ")}`);
  const segments = fc.tuple(...names.map((name) => segmentFor(strategy.params?.[name] ?? [], targets)));
  return fc
    .record({
      method: fc.oneof(
        { weight: 30, arbitrary: fc.constant(method) },
        { weight: 1, arbitrary: fc.constant("PATCH") },
      ),
      segments,
      query: queryFor(op, targets),
      body: bodyFor(op, strategy, targets),
      headers: headersFor(strategy, targets),
      remoteAddress: fc.ipV4(),
    })
    .map(({ method, segments, query, body, headers, remoteAddress }) => {
      let i = 0;
      const url = path.replace(/\{\w+\}/g, () => segments[i++] ?? "") + query;
      const all = { ...headers };
      if (body.contentType !== undefined) all["content-type"] = body.contentType;
      return { method, url, headers: all, payload: body.payload, remoteAddress };
    });
}

const STACK_TRACE = /at .*\.[cm]?[jt]s:\d+/;

/** What is wrong with an answer, or undefined: below 500, JSON, the contract's error shape, no stack. */
export function answerProblem(
  status: number,
  contentType: string | undefined,
  body: string,
  /** A route's successful answer when it is not JSON (`RouteStrategy.answers`). */
  successType?: RouteStrategy["answers"],
): string | undefined {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  if (STACK_TRACE.test(body)) return `answered ${status} with a stack trace: ${body.slice(0, 300)}`;
  if (successType && status < 300) {
    return contentType?.startsWith(successType)
      ? undefined
      : `answered ${status} as ${contentType}, not ${successType}`;
  }
  if (!contentType?.startsWith("application/json")) return `answered ${status} as ${contentType}, not JSON`;
  let parsed: { success?: unknown; message?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    return `answered ${status} with a body that is not JSON: ${body.slice(0, 300)}`;
  }
  if (status >= 400 && (parsed.success !== false || typeof parsed.message !== "string" || !parsed.message)) {
    return `answered ${status} without the contract's { success: false, message }: ${body.slice(0, 300)}`;
  }
  return undefined;
}

/** One line that says what was sent, short enough for a failure message. */
export function describeRequest(request: HostileRequest): string {
  const payload =
    request.payload === undefined
      ? "no body"
      : `${request.payload.length} bytes: ${request.payload.toString().slice(0, 200)}`;
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} ${payload}`;
}
