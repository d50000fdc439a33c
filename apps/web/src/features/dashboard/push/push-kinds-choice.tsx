import { PUSH_KINDS, type PushKind } from "@marketplace/shared/push-contracts";
import { useEffect, useId, useState } from "react";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import messages from "@/i18n/catalogs/en/push.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { useSession } from "@/lib/session/session-provider.tsx";

/**
 * Which kinds of notice reach her phones (issue 32; decision 0052): new orders, cancellations,
 * messages, returns and payouts, each a box she ticks or clears. One choice for her account, so
 * every phone she turned on follows it; each change is saved at once. The bell and the e-mail
 * still tell her of everything.
 */
export function PushKindsChoice() {
  const { t } = useT(messages);
  const { sellerRequest } = useSession();
  const [kinds, setKinds] = useState<PushKind[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string>();
  const id = useId();

  const failed = (error: unknown) =>
    setProblem(error instanceof ApiError || error instanceof NetworkError ? error.message : t("push.failed"));

  // Read once per session; `failed` only reads `t`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let live = true;
    sellerRequest("GET /api/seller/push-kinds")
      .then((answer) => live && setKinds(answer.kinds))
      .catch((error: unknown) => live && failed(error));
    return () => {
      live = false;
    };
  }, [sellerRequest]);

  async function toggle(kind: PushKind, on: boolean) {
    if (!kinds) return;
    const before = kinds;
    const next = PUSH_KINDS.filter((k) => (k === kind ? on : before.includes(k)));
    setKinds(next);
    setSaving(true);
    setSaved(false);
    setProblem(undefined);
    try {
      const answer = await sellerRequest("PUT /api/seller/push-kinds", { body: { kinds: next } });
      setKinds(answer.kinds);
      setSaved(true);
    } catch (error) {
      setKinds(before);
      failed(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`} disabled={!kinds || saving}>
      <legend className="font-medium text-stone-900">{t("push.kinds.legend")}</legend>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {t("push.kinds.hint")}
      </p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {PUSH_KINDS.map((kind) => (
          <li key={kind}>
            <label className="flex min-h-11 items-center gap-3 rounded-md px-1 text-stone-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-700"
                checked={kinds?.includes(kind) ?? false}
                onChange={(event) => void toggle(kind, event.target.checked)}
              />
              {t(`push.kind.${kind}`)}
            </label>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600" role="status">
        {kinds && kinds.length === 0 ? t("push.kinds.none") : saved ? t("push.kinds.saved") : ""}
      </p>
      <FormAlert message={problem} />
    </fieldset>
  );
}
