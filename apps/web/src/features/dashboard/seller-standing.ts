import type { Seller, SellerProfileAnswer } from "@marketplace/shared/auth-contracts";

export type SellerStatus = SellerProfileAnswer["status"];

/** Where a seller stands with Hunarmand, and the admin's reason when she is suspended. */
export interface SellerStanding {
  status: SellerStatus;
  reason: string | null;
}

/**
 * Her standing from the server's fresh profile when it has arrived, else from what the session kept
 * at sign-in (a session stored before statuses existed has only `verified`).
 */
export function sellerStandingOf(
  profile: SellerProfileAnswer | undefined,
  sessionSeller: Partial<Pick<Seller, "verified" | "status" | "statusReason">> | null,
): SellerStanding {
  if (profile) return { status: profile.status, reason: profile.statusReason };
  const status = sessionSeller?.status ?? (sessionSeller?.verified ? "verified" : "pending");
  return { status, reason: sessionSeller?.statusReason ?? null };
}
