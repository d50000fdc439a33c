import { Admin } from "@marketplace/shared/admin-contracts";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client.ts";
import { type Answer, type ApiCall, callEndpoint, type LooseApiOptions } from "@/lib/api-endpoints.ts";
import { toast } from "@/lib/notify.ts";
import { readJson, writeJson } from "@/lib/session/session-storage.ts";
import { useAdminT } from "../admin-words.ts";

/**
 * The operator's session, kept apart from the customer's and the seller's (decision 0018: an admin
 * account shares nothing with a shop's), so one browser can hold a shop session and the console.
 */
export const ADMIN_STORAGE_KEYS = { token: "adminToken", admin: "admin" } as const;

/** Everything the console caches starts with this key, so signing out forgets all of it at once. */
export const ADMIN_QUERY_ROOT = ["admin"] as const;

interface AdminSessionValue {
  admin: Admin | null;
  token: string | null;
  signIn(token: string, admin: Admin): void;
  signOut(): void;
  /** Ends every session of this admin on the server (decision 0037), then here. */
  signOutEverywhere(): Promise<void>;
  /** Calls the API as the signed-in admin; a 401 signs her out, which brings back the sign-in. */
  request: ApiCall<"token">;
}

const AdminSessionContext = createContext<AdminSessionValue | null>(null);

/**
 * An admin token lasts 12 hours (decision 0037); one older than this is swapped for a fresh one of
 * the same session the next time the console calls the API, so an admin at work stays signed in and
 * one who has walked away is signed out 12 hours later.
 */
export const RENEW_AFTER_SECONDS = 30 * 60;

/** When the token was issued (its `iat`, seconds), read without checking it: the server checks it. */
export function tokenIssuedAt(token: string): number | undefined {
  try {
    const payload = token.split(".")[1] ?? "";
    const json = atob(payload.replaceAll("-", "+").replaceAll("_", "/"));
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === "number" ? iat : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stored session, when it is whole: one kept before staff roles (decision 0043) has no role, and
 * its admin signs in again rather than being shown screens her role may not use.
 */
function readSession(): { token: string; admin: Admin } | null {
  const token = localStorage.getItem(ADMIN_STORAGE_KEYS.token);
  const admin = Admin.safeParse(readJson<unknown>(localStorage, ADMIN_STORAGE_KEYS.admin));
  return token && admin.success ? { token, admin: admin.data } : null;
}

export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const { t } = useAdminT();
  const queryClient = useQueryClient();
  const [session, setSession] = useState(readSession);
  const renewing = useRef(false);

  const signOut = useCallback(() => {
    localStorage.removeItem(ADMIN_STORAGE_KEYS.token);
    localStorage.removeItem(ADMIN_STORAGE_KEYS.admin);
    setSession(null);
    queryClient.removeQueries({ queryKey: ADMIN_QUERY_ROOT });
  }, [queryClient]);

  const value = useMemo<AdminSessionValue>(() => {
    const token = session?.token ?? null;
    const keep = (newToken: string, admin: Admin) => {
      localStorage.setItem(ADMIN_STORAGE_KEYS.token, newToken);
      writeJson(localStorage, ADMIN_STORAGE_KEYS.admin, admin);
      setSession({ token: newToken, admin });
    };
    const renewIfOld = () => {
      const issuedAt = token ? tokenIssuedAt(token) : undefined;
      if (!token || issuedAt === undefined || renewing.current) return;
      if (Date.now() / 1000 - issuedAt < RENEW_AFTER_SECONDS) return;
      renewing.current = true;
      callEndpoint("POST /api/admin/session", { token })
        .then((answer) => {
          const renewed = answer as Answer<"POST /api/admin/session">;
          // Only if she is still signed in with the token that asked.
          if (localStorage.getItem(ADMIN_STORAGE_KEYS.token) === token) keep(renewed.token, renewed.admin);
        })
        // A failed renewal leaves the current token, which works until it expires.
        .catch(() => undefined)
        .finally(() => {
          renewing.current = false;
        });
    };
    const request: ApiCall<"token"> = async (endpoint, ...[options]) => {
      try {
        const answer = await callEndpoint(endpoint, { ...(options as LooseApiOptions), token });
        renewIfOld();
        return answer as Answer<typeof endpoint>;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && token) {
          signOut();
          toast.error(t("admin.session.expired"), { description: t("admin.session.expiredDescription") });
        }
        throw error;
      }
    };
    return {
      admin: session?.admin ?? null,
      token,
      signIn: keep,
      signOut,
      async signOutEverywhere() {
        try {
          await callEndpoint("POST /api/admin/logout-all", { token });
        } catch (error) {
          // A session that had ended already is signed out everywhere as far as she is concerned.
          if (!(error instanceof ApiError && error.status === 401)) throw error;
        }
        signOut();
      },
      request,
    };
  }, [session, signOut, t]);

  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error("useAdminSession needs the AdminSessionProvider above it.");
  return value;
}
