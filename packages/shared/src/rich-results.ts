/**
 * A checker of the JSON-LD the pages emit, against the schema.org shapes we use and what Google's
 * rich results require of them (Product snippets and merchant listings, breadcrumbs, the
 * organization and site): each required property present, of the right type, with absolute URLs.
 * It answers the problems it found, each naming where; none means the document passes. The web
 * app's tests and the API's tests of server-rendered pages both check with it.
 */

type Json = Record<string, unknown>;

const AVAILABILITY = new Set(
  [
    "BackOrder",
    "Discontinued",
    "InStock",
    "InStoreOnly",
    "LimitedAvailability",
    "MadeToOrder",
    "OnlineOnly",
    "OutOfStock",
    "PreOrder",
    "PreSale",
    "Reserved",
    "SoldOut",
  ].map((name) => `https://schema.org/${name}`),
);

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

class Problems {
  readonly found: string[] = [];
  add(where: string, what: string) {
    this.found.push(`${where}: ${what}`);
  }
  text(node: Json, key: string, where: string) {
    if (!isText(node[key])) this.add(`${where}.${key}`, "must be non-empty text");
  }
  url(node: Json, key: string, where: string) {
    if (!isAbsoluteUrl(node[key]))
      this.add(`${where}.${key}`, `must be an absolute URL, not ${JSON.stringify(node[key])}`);
  }
  type(node: Json, expected: string, where: string) {
    if (node["@type"] !== expected) this.add(`${where}.@type`, `must be "${expected}"`);
  }
}

function checkProduct(node: Json, problems: Problems, where: string) {
  problems.text(node, "name", where);
  problems.text(node, "description", where);
  if (node.url !== undefined) problems.url(node, "url", where);
  const images = Array.isArray(node.image) ? node.image : [node.image];
  if (images.length === 0 || node.image === undefined) problems.add(`${where}.image`, "is required");
  images.forEach((image, i) => {
    if (node.image !== undefined && !isAbsoluteUrl(image)) {
      problems.add(`${where}.image[${i}]`, `must be an absolute URL, not ${JSON.stringify(image)}`);
    }
  });
  if (!isObject(node.offers)) problems.add(`${where}.offers`, "must be an Offer");
  else checkOffer(node.offers, problems, `${where}.offers`);
  if (node.aggregateRating !== undefined) {
    if (!isObject(node.aggregateRating))
      problems.add(`${where}.aggregateRating`, "must be an AggregateRating");
    else checkRating(node.aggregateRating, problems, `${where}.aggregateRating`);
  }
}

function checkOffer(node: Json, problems: Problems, where: string) {
  problems.type(node, "Offer", where);
  const price = node.price;
  const priceOk =
    (typeof price === "string" && /^\d+(\.\d+)?$/.test(price)) ||
    (typeof price === "number" && Number.isFinite(price) && price >= 0);
  if (!priceOk)
    problems.add(`${where}.price`, `must be a plain number like "1500.00", not ${JSON.stringify(price)}`);
  if (node.priceCurrency !== "PKR") problems.add(`${where}.priceCurrency`, 'must be "PKR"');
  if (typeof node.availability !== "string" || !AVAILABILITY.has(node.availability)) {
    problems.add(`${where}.availability`, "must be a schema.org ItemAvailability URL");
  }
  problems.url(node, "url", where);
  if (node.priceValidUntil !== undefined && !/^\d{4}-\d{2}-\d{2}/.test(String(node.priceValidUntil))) {
    problems.add(`${where}.priceValidUntil`, "must be an ISO 8601 date");
  }
  if (!isObject(node.seller)) problems.add(`${where}.seller`, "must be an Organization");
  else {
    problems.type(node.seller, "Organization", `${where}.seller`);
    problems.text(node.seller, "name", `${where}.seller`);
    if (node.seller.url !== undefined) problems.url(node.seller, "url", `${where}.seller`);
  }
}

function checkRating(node: Json, problems: Problems, where: string) {
  problems.type(node, "AggregateRating", where);
  const best = typeof node.bestRating === "number" ? node.bestRating : 5;
  const worst = typeof node.worstRating === "number" ? node.worstRating : 1;
  const value = node.ratingValue;
  if (typeof value !== "number" || value < worst || value > best) {
    problems.add(`${where}.ratingValue`, `must be a number from ${worst} to ${best}`);
  }
  const count = node.reviewCount ?? node.ratingCount;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1) {
    problems.add(`${where}.reviewCount`, "must be a whole number above 0 (no rating without reviews)");
  }
}

function checkBreadcrumbs(node: Json, problems: Problems, where: string) {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length < 2) {
    problems.add(`${where}.itemListElement`, "must list at least two ListItems");
    return;
  }
  items.forEach((item: unknown, i) => {
    const at = `${where}.itemListElement[${i}]`;
    if (!isObject(item)) {
      problems.add(at, "must be a ListItem");
      return;
    }
    problems.type(item, "ListItem", at);
    if (item.position !== i + 1) problems.add(`${at}.position`, `must be ${i + 1}`);
    problems.text(item, "name", at);
    // Google lets the last crumb (the page itself) go without its address.
    if (item.item !== undefined || i < items.length - 1) problems.url(item, "item", at);
  });
}

function checkOrganization(node: Json, problems: Problems, where: string) {
  problems.text(node, "name", where);
  problems.url(node, "url", where);
  if (node.logo !== undefined) problems.url(node, "logo", where);
}

function checkWebSite(node: Json, problems: Problems, where: string) {
  problems.text(node, "name", where);
  problems.url(node, "url", where);
  if (node.potentialAction === undefined) return;
  const action = node.potentialAction;
  if (!isObject(action)) {
    problems.add(`${where}.potentialAction`, "must be a SearchAction");
    return;
  }
  problems.type(action, "SearchAction", `${where}.potentialAction`);
  const template = isObject(action.target) ? action.target.urlTemplate : action.target;
  if (!isAbsoluteUrl(typeof template === "string" ? template.replace("{search_term_string}", "x") : null)) {
    problems.add(`${where}.potentialAction.target`, "must be an absolute URL template");
  } else if (!String(template).includes("{search_term_string}")) {
    problems.add(`${where}.potentialAction.target`, "must hold {search_term_string}");
  }
  if (action["query-input"] !== "required name=search_term_string") {
    problems.add(`${where}.potentialAction.query-input`, 'must be "required name=search_term_string"');
  }
}

const CHECKS: Record<string, (node: Json, problems: Problems, where: string) => void> = {
  Product: checkProduct,
  BreadcrumbList: checkBreadcrumbs,
  Organization: checkOrganization,
  WebSite: checkWebSite,
};

/** What is wrong with one JSON-LD document; an empty list when Google could read it. */
export function richResultProblems(document: unknown): string[] {
  const problems = new Problems();
  if (!isObject(document)) return ["the document must be a JSON object"];
  if (document["@context"] !== "https://schema.org") problems.add("@context", 'must be "https://schema.org"');
  const type = String(document["@type"]);
  const check = CHECKS[type];
  if (!check) problems.add("@type", `${JSON.stringify(document["@type"])} is not a shape we emit`);
  else check(document, problems, type);
  return problems.found;
}
