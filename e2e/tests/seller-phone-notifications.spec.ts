import { expect, test } from "../fixtures.ts";

/**
 * Web Push on the maker's phone (issue 32, part 3; decision 0052), in real Chromium. Subscribing
 * needs the browser's own push service (Google's), which the tests cannot reach: that half is proven
 * by the API's tests against a local push service. Here the dashboard's card shows its states, and
 * the app's worker receives a push (delivered through Chromium's DevTools protocol, as its
 * "Push" button does) and shows it as a notification with the server's words, tag and page.
 */
test.describe("notifications on the maker's phone (issue 32)", () => {
  test("the dashboard offers to turn them on, says when they are blocked, and the worker shows a push @phone-only", async ({
    page,
    context,
    baseURL,
    signInAsSeller,
  }) => {
    await signInAsSeller();
    await expect(page).toHaveURL(/\/dashboard$/);
    const card = page.getByRole("region", { name: "Notifications on this phone" });

    // Not yet asked: off, with the button.
    await expect(card.getByTestId("phone-notifications-state")).toHaveText("Off");
    await expect(card.getByRole("button", { name: "Turn on notifications on this phone" })).toBeVisible();

    // Allowed: the worker shows a push with the server's words and keeps its page for the tap.
    await context.grantPermissions(["notifications"], { origin: baseURL });
    const registrationId = await (async () => {
      const cdp = await context.newCDPSession(page);
      const ids: string[] = [];
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        for (const registration of registrations)
          if (!registration.isDeleted) ids.push(registration.registrationId);
      });
      await cdp.send("ServiceWorker.enable");
      await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      await expect.poll(() => ids.length).toBeGreaterThan(0);
      await cdp.send("ServiceWorker.deliverPushMessage", {
        origin: new URL(baseURL ?? "").origin,
        registrationId: ids[0] as string,
        data: JSON.stringify({
          title: "نیا آرڈر #A1B2C3",
          body: "عائشہ خان نے نیلی اجرک شال منگوائی۔",
          url: "/orders/store-1",
          tag: "notice-1",
        }),
      });
      return ids[0];
    })();
    expect(registrationId).toBeTruthy();
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          dir: n.dir,
          data: n.data,
        })),
      );
    await expect.poll(async () => (await shown()).length).toBe(1);
    expect(await shown()).toEqual([
      {
        title: "نیا آرڈر #A1B2C3",
        body: "عائشہ خان نے نیلی اجرک شال منگوائی۔",
        tag: "notice-1",
        dir: "auto",
        data: { url: "/orders/store-1" },
      },
    ]);

    // Refused in the browser (as Chromium reports a site she blocked): blocked, with how to allow
    // it, and nothing to press.
    await page.addInitScript(() =>
      Object.defineProperty(Notification, "permission", { configurable: true, get: () => "denied" }),
    );
    await page.reload();
    await expect(card.getByTestId("phone-notifications-state")).toHaveText("Blocked");
    await expect(card).toContainText("Allow them in the browser's site settings");
    await expect(card.getByRole("button")).toHaveCount(0);
  });
});
