import { BellOff, BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import messages from "@/i18n/catalogs/en/push.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { api } from "@/lib/api-endpoints.ts";
import { cn } from "@/lib/cn.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import {
  currentSubscription,
  type PhonePushState,
  readPhonePushState,
  subscribePhone,
  subscriptionBody,
} from "@/pwa/phone-push.ts";
import { PushKindsChoice } from "./push-kinds-choice.tsx";

type Shown = PhonePushState | "checking";

const BADGE: Record<PhonePushState, string> = {
  on: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  off: "bg-stone-100 text-stone-700 ring-stone-200",
  blocked: "bg-amber-50 text-amber-900 ring-amber-200",
  unsupported: "bg-stone-100 text-stone-600 ring-stone-200",
};

/**
 * "Turn on notifications on this phone" on her dashboard (issue 32, part 3; decision 0052): asks
 * the browser's permission, subscribes this phone with the marketplace's key and sends the
 * subscription to the server; turning off unsubscribes and deletes it. Says whether notifications
 * are on, off, blocked by the browser or not possible here, in her language.
 */
export function PhoneNotifications() {
  const { t } = useT(messages);
  const { sellerRequest } = useSession();
  const [state, setState] = useState<Shown>("checking");
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let live = true;
    void (async () => {
      const now = await readPhonePushState().catch((): PhonePushState => "off");
      if (!live) return;
      setState(now);
      // A phone that is on tells the server again: the row may have gone (a push service said the
      // subscription expired) or belong to the account signed in here before. A subscription made
      // with an older key of the server's is replaced (she allowed notifications already: no question).
      if (now === "on") {
        try {
          const { publicKey } = await api("GET /api/push/public-key");
          const subscription = await subscribePhone(publicKey);
          if (subscription)
            await sellerRequest("POST /api/seller/push-subscriptions", {
              body: subscriptionBody(subscription),
            });
        } catch {
          // Offline, or push is off on the server: the switch still says what this phone has.
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [sellerRequest]);

  const failed = (error: unknown) =>
    setProblem(error instanceof ApiError || error instanceof NetworkError ? error.message : t("push.failed"));

  async function turnOn() {
    setWorking(true);
    setProblem(undefined);
    try {
      const { publicKey } = await api("GET /api/push/public-key");
      const subscription = await subscribePhone(publicKey);
      if (!subscription) {
        const now = await readPhonePushState();
        setState(now);
        if (now !== "blocked") setProblem(t("push.refused"));
        return;
      }
      await sellerRequest("POST /api/seller/push-subscriptions", { body: subscriptionBody(subscription) });
      setState("on");
    } catch (error) {
      failed(error);
    } finally {
      setWorking(false);
    }
  }

  async function turnOff() {
    setWorking(true);
    setProblem(undefined);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await sellerRequest("DELETE /api/seller/push-subscriptions", {
          body: { endpoint: subscription.endpoint },
        });
        await subscription.unsubscribe();
      }
      setState("off");
    } catch (error) {
      failed(error);
    } finally {
      setWorking(false);
    }
  }

  const Icon = state === "on" ? BellRing : BellOff;
  return (
    <Card
      role="region"
      aria-labelledby="phone-notifications-title"
      aria-busy={state === "checking" || undefined}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Icon
          className={cn("h-6 w-6 shrink-0", state === "on" ? "text-brand-700" : "text-stone-500")}
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle id="phone-notifications-title">{t("push.title")}</CardTitle>
            {state !== "checking" && (
              <span
                className={cn(
                  "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
                  BADGE[state],
                )}
                data-testid="phone-notifications-state"
              >
                {t(`push.state.${state}`)}
              </span>
            )}
          </div>
          <p className="break-words text-stone-700" role="status">
            {state === "checking" ? t("push.checking") : t(`push.${state}`)}
          </p>
          <FormAlert message={problem} />
          {state === "on" && <PushKindsChoice />}
        </div>
        {state === "off" && (
          <Button variant="primary" loading={working} onClick={() => void turnOn()}>
            {working ? t("push.working") : t("push.turnOn")}
          </Button>
        )}
        {state === "on" && (
          <Button variant="secondary" loading={working} onClick={() => void turnOff()}>
            {working ? t("push.working") : t("push.turnOff")}
          </Button>
        )}
      </div>
    </Card>
  );
}
