import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, Clock, CloudOff, CloudUpload, KeyRound, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { productKeys } from "@/features/catalog/api/products-api.ts";
import messages from "@/i18n/catalogs/en/drafts.json";
import { useT } from "@/i18n/use-t.ts";
import { toast } from "@/lib/notify.ts";
import { useSession } from "@/lib/session/session-provider.tsx";
import { useOnline } from "@/pwa/use-online.ts";
import { dashboardKeys } from "../api/dashboard-api.ts";
import { forgetDraft, type ProductDraft, readDrafts } from "./product-drafts.ts";
import { type SendProgress, sendDraft } from "./send-draft.ts";

const RETRY_AFTER_MS = 30_000;

/** Other tabs of the app send the same drafts: one sends at a time (the key keeps it once anyway). */
const withSendLock = (run: () => Promise<void>): Promise<void> =>
  typeof navigator !== "undefined" && navigator.locks
    ? navigator.locks.request("hunarmand-draft-send", run).then(() => undefined)
    : run();

/**
 * The products she added while offline (issue 32): each says in words and a picture that it will
 * send when online, and, once the connection is back, sends itself, its photo uploads' progress in
 * words and a bar. A product the server refused stays with its reason until she removes it.
 */
export function DraftOutbox() {
  const { seller, sellerToken } = useSession();
  const accountId = seller?._id ?? "";
  const online = useOnline();
  const { t, locale } = useT(messages);
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<ProductDraft[]>([]);
  const [progress, setProgress] = useState<Record<string, SendProgress>>({});
  const [signInNeeded, setSignInNeeded] = useState(false);
  const sending = useRef(false);
  // A send that found no connection after all goes again a little later, or when she comes back.
  const [attempt, setAttempt] = useState(0);

  const reload = useCallback(async () => {
    const all = await readDrafts(accountId);
    setDrafts(all.filter((d) => d.state !== "writing"));
    return all;
  }, [accountId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry (`attempt`) runs the send again.
  useEffect(() => {
    if (!online || !sellerToken || !accountId || sending.current) return;
    sending.current = true;
    void withSendLock(async () => {
      // Read again under the lock: another tab may have sent some meanwhile.
      const waiting = (await reload()).filter((d) => d.state === "waiting");
      for (const draft of waiting) {
        const result = await sendDraft(accountId, draft, sellerToken, (p) =>
          setProgress((all) => ({ ...all, [draft.id]: p })),
        );
        setProgress(({ [draft.id]: _done, ...rest }) => rest);
        if ("later" in result) {
          setTimeout(() => setAttempt((n) => n + 1), RETRY_AFTER_MS);
          break;
        }
        if ("signIn" in result) {
          setSignInNeeded(true);
          break;
        }
        if ("sent" in result) {
          toast.success(t("drafts.outbox.sent", { name: result.sent.name }));
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
            queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
          ]);
        }
        await reload();
      }
    }).finally(() => {
      sending.current = false;
      void reload();
    });
  }, [online, sellerToken, accountId, reload, queryClient, t, attempt]);

  if (drafts.length === 0) return null;
  const percent = new Intl.NumberFormat(locale, { style: "percent" });
  const count = new Intl.NumberFormat(locale);

  return (
    <section
      aria-labelledby="draft-outbox-title"
      className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-950"
    >
      <h2 id="draft-outbox-title" className="font-semibold">
        {t("drafts.outbox.title")}
      </h2>
      <ul className="mt-3 space-y-3">
        {drafts.map((draft) => {
          const name = draft.values.name.trim() || t("drafts.outbox.untitled");
          const step = progress[draft.id];
          let icon = online ? <Clock /> : <CloudOff />;
          let words = online ? t("drafts.outbox.waiting") : t("drafts.outbox.willSend");
          if (draft.state === "refused") {
            icon = <CircleAlert />;
            words = t("drafts.outbox.refused", { reason: draft.problem ?? "" });
          } else if (step?.step === "photo") {
            icon = <CloudUpload />;
            words = t("drafts.outbox.sendingPhoto", {
              n: count.format(step.n),
              count: count.format(step.count),
              percent: percent.format(step.fraction),
            });
          } else if (step?.step === "product") {
            icon = <CloudUpload />;
            words = t("drafts.outbox.sendingProduct");
          } else if (signInNeeded) {
            icon = <KeyRound />;
            words = t("drafts.outbox.signIn");
          }
          return (
            <li key={draft.id} className="flex items-start gap-3" data-draft-state={draft.state}>
              <span className="mt-0.5 shrink-0 [&>svg]:h-5 [&>svg]:w-5" aria-hidden="true">
                {icon}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{name}</p>
                <p role="status" className="text-sm">
                  {words}
                </p>
                {step && (
                  <progress
                    className="mt-1 h-2 w-full accent-sky-700"
                    aria-label={t("drafts.outbox.progress", { name })}
                    max={1}
                    value={step.step === "photo" ? step.fraction : undefined}
                  />
                )}
              </div>
              {!step && (
                <button
                  type="button"
                  className="grid h-9 w-9 shrink-0 place-items-center rounded-full text-sky-900 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-700"
                  aria-label={t("drafts.outbox.remove", { name })}
                  onClick={async () => {
                    await forgetDraft(accountId, draft.id);
                    await reload();
                  }}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
