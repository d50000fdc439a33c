import "@testing-library/jest-dom/vitest";
import { PUSH_KINDS, type PushKind } from "@marketplace/shared/push-contracts";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/app/providers.tsx";
import { createI18n } from "@/i18n/i18n.ts";
import { urduMessages } from "@/i18n/urdu-messages.ts";
import { clearSellerStorage } from "@/lib/session/session-storage.ts";
import { answer, on, refuse, sent } from "@/test/api-handlers.ts";
import { server } from "@/test/api-server.ts";
import { signInSeller } from "@/test/sessions.ts";
import { PhoneNotifications } from "./phone-notifications.tsx";

/**
 * The dashboard's "notifications on this phone" (issue 32, part 3). jsdom has no Push API, so each
 * test gives the page a browser that has one, as Chromium's behaves: a worker registration whose
 * push manager subscribes once permission is granted. The API is the MSW server, checked against
 * the shared contracts; the real browser's side is in e2e.
 */
const PUBLIC_KEY = "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/phone-1";
const KEYS = {
  p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
};

function aSubscription(key: Uint8Array) {
  return {
    endpoint: ENDPOINT,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      phone.subscription = null;
      return true;
    }),
  };
}

/** The browser's side: permission, the worker's registration and its push subscription. */
const phone: {
  permission: NotificationPermission;
  answer: NotificationPermission;
  subscription: ReturnType<typeof aSubscription> | null;
  subscribedWith: Uint8Array | null;
} = { permission: "default", answer: "granted", subscription: null, subscribedWith: null };

function givePushApi(permission: NotificationPermission, subscribed = false) {
  phone.permission = permission;
  phone.subscription = subscribed ? aSubscription(keyBytes()) : null;
  const registration = {
    pushManager: {
      getSubscription: async () => phone.subscription,
      subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
        phone.subscribedWith = applicationServerKey;
        phone.subscription = aSubscription(applicationServerKey);
        return phone.subscription;
      },
    },
  };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", {
    get permission() {
      return phone.permission;
    },
    requestPermission: async () => {
      phone.permission = phone.answer;
      return phone.answer;
    },
  });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      getRegistration: async () => registration,
      register: async () => registration,
      ready: Promise.resolve(registration),
    },
  });
}

function keyBytes() {
  return Uint8Array.from(atob(PUBLIC_KEY.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
  phone.answer = "granted";
  phone.subscribedWith = null;
});

function show(language: "en" | "ur" = "en") {
  signInSeller();
  render(
    <AppProviders i18n={createI18n(language, language === "ur" ? urduMessages : undefined)}>
      <PhoneNotifications />
    </AppProviders>,
  );
  return screen.getByRole("region", {
    name: language === "ur" ? "اس فون پر اطلاعات" : "Notifications on this phone",
  });
}

const state = () => screen.findByTestId("phone-notifications-state");

/** Her choice of kinds before she makes one: every kind (the server's answer). */
const ALL_KINDS = answer("GET /api/seller/push-kinds", { success: true, kinds: [...PUSH_KINDS] });

describe("notifications on this phone", () => {
  it("says when this browser cannot be told, and offers nothing to press", async () => {
    const card = show();
    expect(await state()).toHaveTextContent("Not available");
    expect(card).toHaveTextContent(/This browser cannot show notifications/);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says when she has blocked them in the browser, and how to allow them", async () => {
    givePushApi("denied");
    const card = show();
    expect(await state()).toHaveTextContent("Blocked");
    expect(card).toHaveTextContent(/Allow them in the browser's site settings/);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("turns on: asks permission, subscribes with the server's key and sends the subscription", async () => {
    givePushApi("default");
    server.use(
      answer("GET /api/push/public-key", { success: true, publicKey: PUBLIC_KEY }),
      answer("POST /api/seller/push-subscriptions", { success: true, message: "This phone will be told." }),
      ALL_KINDS,
    );
    show();
    expect(await state()).toHaveTextContent("Off");
    await userEvent.click(screen.getByRole("button", { name: "Turn on notifications on this phone" }));
    expect(await screen.findByRole("button", { name: "Turn off on this phone" })).toBeInTheDocument();
    expect(await state()).toHaveTextContent("On");
    expect(Array.from(phone.subscribedWith ?? [])).toEqual(Array.from(keyBytes()));
    const [posted] = sent("POST /api/seller/push-subscriptions");
    expect(posted?.headers.get("authorization")).toBe("Bearer seller-token");
    expect(await posted?.json()).toEqual({ endpoint: ENDPOINT, keys: KEYS });
  });

  it("stays off, and says so, when she does not allow them", async () => {
    givePushApi("default");
    phone.answer = "default";
    server.use(answer("GET /api/push/public-key", { success: true, publicKey: PUBLIC_KEY }));
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Turn on notifications on this phone" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You did not allow notifications, so they are still off.",
    );
    expect(await state()).toHaveTextContent("Off");
    expect(sent("POST /api/seller/push-subscriptions")).toHaveLength(0);
  });

  it("shows the server's refusal and stays off", async () => {
    givePushApi("granted");
    server.use(
      refuse("GET /api/push/public-key", 503, "Notifications on phones are not set up on this server."),
    );
    show();
    await userEvent.click(await screen.findByRole("button", { name: "Turn on notifications on this phone" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Notifications on phones are not set up on this server.",
    );
    expect(await state()).toHaveTextContent("Off");
  });

  it("is on when this phone is subscribed, tells the server again, and turning off deletes and unsubscribes", async () => {
    givePushApi("granted", true);
    server.use(
      answer("GET /api/push/public-key", { success: true, publicKey: PUBLIC_KEY }),
      answer("POST /api/seller/push-subscriptions", { success: true, message: "This phone will be told." }),
      ALL_KINDS,
      answer("DELETE /api/seller/push-subscriptions", { success: true, message: "No longer told." }),
    );
    show();
    expect(await state()).toHaveTextContent("On");
    await waitFor(() => expect(sent("POST /api/seller/push-subscriptions")).toHaveLength(1));
    // Made with the server's key: kept as it is, not subscribed again.
    expect(phone.subscribedWith).toBeNull();
    const subscription = phone.subscription;
    await userEvent.click(screen.getByRole("button", { name: "Turn off on this phone" }));
    expect(
      await screen.findByRole("button", { name: "Turn on notifications on this phone" }),
    ).toBeInTheDocument();
    expect(await sent("DELETE /api/seller/push-subscriptions")[0]?.json()).toEqual({ endpoint: ENDPOINT });
    expect(subscription?.unsubscribe).toHaveBeenCalled();
    expect(await state()).toHaveTextContent("Off");
  });

  it("replaces a subscription made with an older key of the server's, without asking her again", async () => {
    givePushApi("granted", true);
    const old = phone.subscription;
    const newKey = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
    server.use(
      answer("GET /api/push/public-key", { success: true, publicKey: newKey }),
      answer("POST /api/seller/push-subscriptions", { success: true, message: "This phone will be told." }),
      ALL_KINDS,
    );
    show();
    await waitFor(() => expect(sent("POST /api/seller/push-subscriptions")).toHaveLength(1));
    expect(old?.unsubscribe).toHaveBeenCalled();
    expect(phone.subscribedWith?.[1]).toBe(0x25);
    expect(await state()).toHaveTextContent("On");
  });

  it("speaks Urdu to an Urdu seller", async () => {
    givePushApi("default");
    const card = show("ur");
    expect(await state()).toHaveTextContent("بند");
    expect(screen.getByRole("button", { name: "اس فون پر اطلاعات چالو کریں" })).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/[A-Za-z]/);
  });

  it("signing out deletes this phone's subscription with her token, and unsubscribes it", async () => {
    givePushApi("granted", true);
    server.use(
      answer("DELETE /api/seller/push-subscriptions", { success: true, message: "No longer told." }),
    );
    signInSeller();
    const subscription = phone.subscription;
    clearSellerStorage();
    await waitFor(() => expect(subscription?.unsubscribe).toHaveBeenCalled());
    const [deleted] = sent("DELETE /api/seller/push-subscriptions");
    expect(deleted?.headers.get("authorization")).toBe("Bearer seller-token");
    expect(await deleted?.json()).toEqual({ endpoint: ENDPOINT });
  });

  it("lets her choose which kinds reach her phones, saving each change, and says when none will", async () => {
    givePushApi("granted", true);
    server.use(
      answer("GET /api/push/public-key", { success: true, publicKey: PUBLIC_KEY }),
      answer("POST /api/seller/push-subscriptions", { success: true, message: "This phone will be told." }),
      answer("GET /api/seller/push-kinds", { success: true, kinds: ["new-order", "payout"] }),
      on("PUT /api/seller/push-kinds", async ({ request }) => {
        const { kinds } = (await request.json()) as { kinds: PushKind[] };
        return { success: true, kinds, message: "Your phones will be told of what you chose." };
      }),
    );
    const card = show();
    const choice = await within(card).findByRole("group", { name: "What reaches your phones" });
    const box = (name: string) => within(choice).getByRole("checkbox", { name });
    await waitFor(() => expect(box("New orders")).toBeChecked());
    expect(box("Payouts")).toBeChecked();
    expect(box("Messages from buyers")).not.toBeChecked();
    await userEvent.click(box("Messages from buyers"));
    expect(await within(choice).findByText("Saved.")).toBeInTheDocument();
    expect(await sent("PUT /api/seller/push-kinds")[0]?.json()).toEqual({
      kinds: ["new-order", "new-message", "payout"],
    });
    for (const name of ["New orders", "Messages from buyers", "Payouts"]) {
      await waitFor(() => expect(box(name)).toBeEnabled());
      await userEvent.click(box(name));
    }
    expect(await sent("PUT /api/seller/push-kinds")[3]?.json()).toEqual({ kinds: [] });
    expect(
      await within(choice).findByText("Nothing is chosen: your phones will not be told of anything."),
    ).toBeInTheDocument();
  });

  it("keeps her choice as it was, with the server's reason, when saving fails", async () => {
    givePushApi("granted", true);
    server.use(
      answer("GET /api/push/public-key", { success: true, publicKey: PUBLIC_KEY }),
      answer("POST /api/seller/push-subscriptions", { success: true, message: "This phone will be told." }),
      ALL_KINDS,
      refuse(
        "PUT /api/seller/push-kinds",
        400,
        "Choose among new orders, cancellations, messages, returns and payouts.",
      ),
    );
    const card = show();
    const box = await within(card).findByRole("checkbox", { name: "Returns" });
    await waitFor(() => expect(box).toBeChecked());
    await userEvent.click(box);
    expect(await within(card).findByRole("alert")).toHaveTextContent(/Choose among new orders/);
    expect(box).toBeChecked();
  });

  it("asks in Urdu for a reader of Urdu", async () => {
    givePushApi("granted", true);
    server.use(
      answer("GET /api/push/public-key", { success: true, publicKey: PUBLIC_KEY }),
      answer("POST /api/seller/push-subscriptions", { success: true, message: "This phone will be told." }),
      ALL_KINDS,
    );
    const card = show("ur");
    const choice = await within(card).findByRole("group", { name: "آپ کے فونز پر کس بات کی اطلاع آئے" });
    for (const name of ["نئے آرڈرز", "منسوخیاں", "خریداروں کے پیغامات", "واپسیاں", "ادائیگیاں"])
      expect(await within(choice).findByRole("checkbox", { name })).toBeInTheDocument();
  });
});
