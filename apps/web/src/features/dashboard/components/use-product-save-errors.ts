import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useSession } from "@/features/auth/session/session-provider.tsx";
import { ApiError, type FieldError, NetworkError } from "@/lib/api-client.ts";
import { toast } from "@/lib/notify.ts";

const REDIRECT_DELAY_MS = 2000;

/**
 * The add-product error toasts of spec section 8 (titled 'Error'), used by edit too. Answers the
 * server's per-field problems of a 400 so the form can show them under the inputs.
 */
export function useProductSaveErrors(action: "add" | "edit") {
  const { signOutSeller } = useSession();
  const navigate = useNavigate();

  const authFailed = useCallback(() => {
    toast.error("Error", { description: "Authentication failed. Please log in again." });
    signOutSeller();
    setTimeout(() => navigate("/seller/login"), REDIRECT_DELAY_MS);
  }, [signOutSeller, navigate]);

  const saveFailed = useCallback(
    (error: unknown): FieldError[] | undefined => {
      if (error instanceof NetworkError) {
        toast.error("Error", { description: error.message });
        return undefined;
      }
      if (!(error instanceof ApiError)) {
        toast.error("Error", { description: "Something went wrong. Please try again." });
        return undefined;
      }
      if (error.status === 401) {
        authFailed();
      } else if (error.status === 403) {
        // The server says why (not her store, or her account suspended with the admin's reason).
        toast.error("Error", {
          description:
            error.message ||
            (action === "add"
              ? "You do not have permission to add products to this store."
              : "You do not have permission to change this product."),
        });
      } else if (error.status === 400) {
        toast.error("Error", { description: error.message || "Invalid product data provided." });
        return error.errors;
      } else {
        toast.error("Error", { description: error.message || `Server error: ${error.status}` });
      }
      return undefined;
    },
    [action, authFailed],
  );

  return { authFailed, saveFailed };
}
