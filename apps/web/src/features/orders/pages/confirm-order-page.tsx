import type { ConfirmationAction } from "@marketplace/shared/cod-confirmation";
import { CheckCircle2, Share2, XCircle } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import messages from "@/i18n/catalogs/en/orders.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError, somethingWrongMessage } from "@/lib/api-client.ts";
import { myOrdersPath } from "@/lib/app-paths.ts";
import { answerConfirmationLink, type Order } from "../api/orders-api.ts";
import { orderNumber } from "../order-format.ts";

/**
 * The order e-mail's link (decision 0034): the buyer confirms or cancels her Cash-on-Delivery order
 * without signing in; the token in the address is the credential, for that one order only.
 */
export default function ConfirmOrderPage() {
  const [params] = useSearchParams();
  const { t } = useT(messages);
  const token = params.get("token") ?? "";
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ message: string; order: Order }>();
  const [failure, setFailure] = useState<string>();

  const answer = async (action: ConfirmationAction) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await answerConfirmationLink({ token, action });
      setDone({ message: result.message, order: result.data });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : somethingWrongMessage());
    } finally {
      setBusy(false);
    }
  };

  const number = done ? orderNumber(done.order._id) : "";
  const share = `https://wa.me/?text=${encodeURIComponent(t("orders.confirmLink.shareText", { number }))}`;
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card className="space-y-4">
        <h1 className="text-xl font-semibold text-stone-900">{t("orders.confirmLink.title")}</h1>
        {!token ? (
          <p className="text-stone-600">{t("orders.confirmLink.incomplete")}</p>
        ) : done ? (
          <>
            <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-800">
              {done.message}
            </p>
            <div className="flex flex-wrap gap-2">
              {done.order.confirmation === "confirmed" && (
                <a
                  href={share}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses("secondary")}
                >
                  <Share2 className="h-4 w-4" aria-hidden="true" />
                  {t("orders.confirmLink.share")}
                </a>
              )}
              <Link to={myOrdersPath(done.order.user_id)} className={buttonClasses("primary")}>
                {t("orders.confirmLink.myOrders")}
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="text-stone-600">{t("orders.confirmLink.intro")}</p>
            {failure && (
              <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
                {failure}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button disabled={busy} onClick={() => answer("confirm")}>
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                {t("orders.confirmLink.confirm")}
              </Button>
              <Button variant="ghostDestructive" disabled={busy} onClick={() => answer("cancel")}>
                <XCircle className="h-4 w-4" aria-hidden="true" />
                {t("orders.confirmLink.cancel")}
              </Button>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
