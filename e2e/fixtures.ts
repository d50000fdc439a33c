import fs from "node:fs";
import path from "node:path";
import {
  type APIRequestContext,
  type Browser,
  test as base,
  expect,
  type Page,
  type Request,
} from "@playwright/test";

/** The seeded demo accounts (the API's demo data, on in the e2e server). */
export const DEMO_PASSWORD = "demo12345";
export const DEMO_CUSTOMER = "customer@demo.pk";
export const DEMO_SELLER = "seller@demo.pk";

type Role = "customer" | "seller";

export interface SignInOptions {
  email?: string;
  password?: string;
  /** The login page is already open (the app sent her there and will send her back). */
  onLoginPage?: boolean;
}

export interface ApiSession {
  token: string;
  headers: { Authorization: string };
  /** The customer's or the seller's id. */
  id: string;
}

/** Signs in through the login form, as a person does, and waits until the app has moved on. */
export async function signIn(page: Page, role: Role, options: SignInOptions = {}) {
  const { email = role === "customer" ? DEMO_CUSTOMER : DEMO_SELLER, password = DEMO_PASSWORD } = options;
  if (!options.onLoginPage) await page.goto(`/${role}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // The login page then takes her on (home, the dashboard or where she came from); let it, so the
  // test's next navigation is not cut short.
  await expect(page).not.toHaveURL(new RegExp(`/${role}/login`));
  if (role === "customer")
    await expect(page.getByRole("button", { name: /account menu for/i })).toBeVisible();
}

/** Signs in through the API, for a story's set-up or for calls made on a seller's behalf. */
export async function signInThroughApi(
  request: APIRequestContext,
  role: Role,
  email = role === "customer" ? DEMO_CUSTOMER : DEMO_SELLER,
): Promise<ApiSession> {
  const answer = await request.post(role === "customer" ? "/api/auth/login" : "/api/seller/login", {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(answer.ok(), `${role} ${email} signs in`).toBe(true);
  const body = (await answer.json()) as { token: string; user?: { id: string }; seller?: { id: string } };
  const account = role === "customer" ? body.user : body.seller;
  return { token: body.token, headers: { Authorization: `Bearer ${body.token}` }, id: account?.id ?? "" };
}

/**
 * A new seller sends her identity check and the demo admin approves it (issue 30), so that shoppers
 * see her listings: a new marketplace keeps them hers alone until then (decision 0051).
 */
export async function approveSellerThroughApi(
  request: APIRequestContext,
  sellerToken: string,
  sellerId: string,
) {
  await sendIdentityThroughApi(request, sellerToken);
  const admin = await request.post("/api/admin/login", {
    data: { email: "admin@demo.pk", password: DEMO_PASSWORD },
  });
  expect(admin.ok(), "the demo admin signs in").toBe(true);
  const { token } = (await admin.json()) as { token: string };
  const approved = await request.put(`/api/admin/sellers/${sellerId}/kyc`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { decision: "approve" },
  });
  expect(approved.ok(), "the admin approves her").toBe(true);
}

/** A new seller sends her identity check (issue 30): it waits for an admin's decision. */
export async function sendIdentityThroughApi(request: APIRequestContext, sellerToken: string) {
  const photo = imageDataUrl("indigo-quilt.png");
  const sent = await request.put("/api/seller/kyc", {
    headers: { Authorization: `Bearer ${sellerToken}` },
    data: {
      cnic: "35202-1234567-1",
      cnicFront: photo,
      cnicBack: photo,
      payoutAccount: {
        type: "bank",
        bankName: "Meezan Bank",
        iban: "PK36SCBL0000001123456702",
        title: "Story Maker",
      },
    },
  });
  expect(sent.ok(), "she sends her identity check").toBe(true);
}

const IMAGES = path.join(import.meta.dirname, "fixtures/images");
const MIME_TYPES: Record<string, string> = { ".png": "image/png", ".jpg": "image/jpeg" };

/** A committed image of `fixtures/images/`, as `setInputFiles` takes it. */
export function imageFile(name: string) {
  const mimeType = MIME_TYPES[path.extname(name)];
  if (!mimeType) throw new Error(`No image type for ${name}`);
  return { name, mimeType, buffer: fs.readFileSync(path.join(IMAGES, name)) };
}

/** A committed image as a data URL, as the product API takes it. */
export function imageDataUrl(name: string) {
  const { mimeType, buffer } = imageFile(name);
  return `data:${mimeType};base64,${buffer.toString("base64")}`;
}

/** The live stream of a signed-in page (issue 17): open as long as the page is, by design. */
const LIVE_STREAM = "/api/notifications/stream";

/**
 * The page, whose `goto` and `reload` return once the web app has taken over the page
 * (`<html data-interactive>`, set by entry-client.tsx): a server-rendered page shows its buttons
 * before its code runs, and a press then would be lost, for a story as for a hurried person.
 *
 * Its `waitForLoadState("networkidle")` waits for every request but the live stream to be over for
 * half a second: a signed-in page keeps that one open, so the network is never idle.
 */
export function waitingForTheApp(page: Page): Page {
  const interactive = () => page.locator("html[data-interactive]").waitFor({ state: "attached" });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waitForLoadState = page.waitForLoadState.bind(page);
  const inFlight = new Set<Request>();
  page.on("request", (request) => {
    if (!request.url().includes(LIVE_STREAM)) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await interactive();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await interactive();
    return response;
  };
  page.waitForLoadState = async (state, options) => {
    if (state !== "networkidle") return waitForLoadState(state, options);
    await waitForLoadState("load", options);
    const deadline = Date.now() + (options?.timeout ?? 30_000);
    let quietSince = Date.now();
    while (Date.now() - quietSince < 500) {
      if (Date.now() > deadline)
        throw new Error("The network did not go quiet (apart from the live stream).");
      await page.waitForTimeout(100);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  };
  return page;
}

/**
 * The tests' `test`: `signInAsCustomer` and `signInAsSeller` sign the test's page in through the
 * login form (the demo accounts unless told otherwise); `apiSession` signs in through the API.
 */
export const test = base.extend<{
  signInAsCustomer: (options?: SignInOptions) => Promise<void>;
  signInAsSeller: (options?: SignInOptions) => Promise<void>;
  apiSession: (role: Role, email?: string) => Promise<ApiSession>;
}>({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
  signInAsCustomer: async ({ page }, use) => {
    await use((options) => signIn(page, "customer", options));
  },
  signInAsSeller: async ({ page }, use) => {
    await use((options) => signIn(page, "seller", options));
  },
  apiSession: async ({ request }, use) => {
    await use((role, email) => signInThroughApi(request, role, email));
  },
});

export { expect };

/** A second person at her own screen: a browser context of the same kind (phone or desktop) as the test's. */
export async function anotherPerson(browser: Browser): Promise<Page> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    baseURL,
  });
  return waitingForTheApp(await context.newPage());
}
