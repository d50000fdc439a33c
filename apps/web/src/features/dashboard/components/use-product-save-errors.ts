import { useCallback } from "react";
import { useNavigate } from "react-router";
import messages from "@/i18n/catalogs/en/dashboard.json";
import { useT } from "@/i18n/use-t.ts";
import { ApiError, type FieldError, NetworkError } from "@/lib/api-client.ts";
import { toast } from "@/lib/notify.ts";
import { useSession } from "@/lib/session/session-provider.tsx";

const REDIRECT_DELAY_MS = 2000;

/**
 * The add-product error toasts of spec section 8 (titled 'Error'), used by edit too. Answers the
 * server's per-field problems of a 400 so the form can show them under the inputs.
 */
export function useProductSaveErrors(action: "add" | "edit") {
  const { signOutSeller } = useSession();
  const navigate = useNavigate();
  const { t } = useT(messages);

  const authFailed = useCallback(() => {
    toast.error(t("dashboard.error"), { description: t("dashboard.saveErrors.authFailed") });
    signOutSeller();
    setTimeout(() => navigate("/seller/login"), REDIRECT_DELAY_MS);
  }, [signOutSeller, navigate, t]);

  const saveFailed = useCallback(
    (error: unknown): FieldError[] | undefined => {
      if (error instanceof NetworkError) {
        toast.error(t("dashboard.error"), { description: error.message });
        return undefined;
      }
      if (!(error instanceof ApiError)) {
        toast.error(t("dashboard.error"), { description: t("dashboard.saveErrors.generic") });
        return undefined;
      }
      if (error.status === 401) {
        authFailed();
      } else if (error.status === 403) {
        // The server says why (not her store, or her account suspended with the admin's reason).
        toast.error(t("dashboard.error"), {
          description:
            error.message ||
            (action === "add"
              ? t("dashboard.saveErrors.noPermissionAdd")
              : t("dashboard.saveErrors.noPermissionEdit")),
        });
      } else if (error.status === 400) {
        toast.error(t("dashboard.error"), {
          description: error.message || t("dashboard.saveErrors.invalid"),
        });
        return error.errors;
      } else {
        toast.error(t("dashboard.error"), {
          description: error.message || t("dashboard.saveErrors.server", { status: error.status }),
        });
      }
      return undefined;
    },
    [action, authFailed, t],
  );

  return { authFailed, saveFailed };
}
