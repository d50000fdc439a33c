import type { LoginInput } from "@marketplace/shared/auth-contracts";
import { api } from "@/lib/api-endpoints.ts";

/** `POST /api/admin/login`: the token and the admin, or an ApiError (401 for wrong credentials). */
export function loginAdmin(credentials: LoginInput) {
  return api("POST /api/admin/login", { body: credentials });
}
