import type { PaymentRedirect } from "@marketplace/shared/payments-contracts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import {
  type RunningPaymentSimulators,
  startPaymentSimulators,
} from "../src/modules/payments/providers/start-payment-simulators.ts";
import { buildTestApp, type TestApp } from "./build-test-app.ts";
import { createCustomer, createProduct, createSeller, createStore, SHIPPING_ADDRESS } from "./fixtures.ts";

/** The environment that points the app at the simulators, as an operator points it at a provider. */
export function simulatorEnv(sims: RunningPaymentSimulators): Record<string, string> {
  const { jazzcash, easypaisa } = sims.accounts;
  return {
    PAYMENTS_MODE: "production",
    PUBLIC_URL: "http://shop.test",
    JAZZCASH_MERCHANT_ID: jazzcash.merchantId,
    JAZZCASH_PASSWORD: jazzcash.password,
    JAZZCASH_INTEGRITY_SALT: jazzcash.integritySalt,
    JAZZCASH_URL: jazzcash.url,
    EASYPAISA_STORE_ID: easypaisa.storeId,
    EASYPAISA_HASH_KEY: easypaisa.hashKey,
    EASYPAISA_URL: easypaisa.url,
    EASYPAISA_ACCOUNT_NUM: easypaisa.accountNum,
    EASYPAISA_USERNAME: easypaisa.username,
    EASYPAISA_PASSWORD: easypaisa.password,
  };
}

/** The hidden fields and action of the first form of an HTML page (the browser's part). */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const fromHtml = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const action = fromHtml(/<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? "");
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[fromHtml(m[1] ?? "")] = fromHtml(m[2] ?? "");
  }
  return { action, fields };
}

/** A browser's form POST to a simulator; answers its status, page and where it sends her. */
export async function postForm(url: string, fields: Record<string, string>) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: res.status, html: await res.text(), location: res.headers.get("location") };
}

/** Steps of an online checkout through the API, as the web takes them. */
export function paymentSteps(app: FastifyInstance) {
  const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
    app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload });
  return {
    call,
    /** Two makers' stores with a product each, and a buyer. */
    async world(price = 4000, stock = 10) {
      const sellers = await Promise.all([createSeller(app, "Fatima"), createSeller(app, "Zainab")]);
      const stores = await Promise.all(sellers.map((s) => createStore(app, s.id)));
      const products = await Promise.all(
        stores.map((s) => createProduct(app, s.id, { price, quantity: stock })),
      );
      return { sellers, stores, products, customer: await createCustomer(app, "Ayesha") };
    },
    async place(token: string, productIds: string[], paymentMethod: string) {
      const res = await call("POST", "/api/orders", token, {
        products: productIds.map((product) => ({ product, quantity: 1 })),
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod,
      });
      if (res.statusCode !== 201) throw new Error(`not placed: ${res.body}`);
      const body = res.json();
      return (body.orders ?? [body.data]) as Array<{
        _id: string;
        totalPrice: number;
        taxPrice: number;
        itemsPrice: number;
        paymentDueAt: string | null;
      }>;
    },
    async start(token: string, orderIds: string[], provider: "jazzcash" | "easypaisa") {
      const res = await call("POST", "/api/payments", token, { orderIds, provider });
      if (res.statusCode !== 201) throw new Error(`not started: ${res.body}`);
      return res.json().payment as { _id: string; amount: number; status: string; redirect: PaymentRedirect };
    },
    /** JazzCash's answer posted back to us as the buyer's browser does. */
    jazzCashReturn(fields: Record<string, string>) {
      return app.inject({
        method: "POST",
        url: "/api/payments/jazzcash/return",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
    },
    /** The buyer on JazzCash's page: the form posted, then her choice; answers the signed answer's fields. */
    async payOnJazzCash(redirect: PaymentRedirect, choice: "pay" | "pending" | "fail") {
      await postForm(redirect.url, redirect.fields);
      const reference = redirect.fields.pp_TxnRefNo as string;
      const decided = await postForm(new URL("/__simulator/decide", redirect.url).toString(), {
        reference,
        choice,
      });
      return formOf(decided.html).fields;
    },
    /** The buyer through Easypaisa's two steps; answers the API's answer to the last postBackURL. */
    async payOnEasypaisa(redirect: PaymentRedirect, choice: "pay" | "pending" | "fail") {
      const index = await postForm(redirect.url, redirect.fields);
      const confirmUrl = new URL(index.location ?? "");
      const confirm = await app.inject({ method: "GET", url: `${confirmUrl.pathname}${confirmUrl.search}` });
      const form = formOf(confirm.body);
      const page = await postForm(form.action, form.fields);
      const reference = redirect.fields.orderRefNum as string;
      const decided = await postForm(new URL("/__simulator/decide", redirect.url).toString(), {
        reference,
        choice,
      });
      const back = new URL(decided.location ?? "");
      return {
        page: page.html,
        answer: await app.inject({ method: "GET", url: `${back.pathname}${back.search}` }),
      };
    },
    async jobs(queue: string, key: string, value: string) {
      const result = await app.db.execute(
        sql`select id, state, start_after from pgboss.job where name = ${queue} and data->>${key} = ${value}`,
      );
      return (result as unknown as { rows: Array<{ id: string; state: string; start_after: string }> }).rows;
    },
    /** Moves a queued job's time to now, as the clock would. */
    async runNow(queue: string, key: string, value: string) {
      await app.db.execute(
        sql`update pgboss.job set start_after = now() where name = ${queue} and data->>${key} = ${value} and state = 'created'`,
      );
    },
  };
}

/**
 * One app per test file, pointed at both providers' simulators as an operator points it at the
 * providers: started before the file's tests and closed after them. Read the fields inside tests.
 */
export function paymentAppPerFile(
  /** More settings, given the running simulators (a wallet's MPIN, say). */
  moreEnv: (sims: RunningPaymentSimulators) => Record<string, string> = () => ({}),
): {
  sims: RunningPaymentSimulators;
  t: TestApp;
  s: ReturnType<typeof paymentSteps>;
} {
  const file = {} as ReturnType<typeof paymentAppPerFile>;
  beforeAll(async () => {
    file.sims = await startPaymentSimulators();
    file.t = await buildTestApp({ ...simulatorEnv(file.sims), ...moreEnv(file.sims) });
    file.s = paymentSteps(file.t.app);
  });
  afterAll(async () => {
    await file.t?.close();
    await file.sims?.close();
  });
  return file;
}
