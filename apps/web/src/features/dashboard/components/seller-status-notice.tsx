import { BadgeCheck, Clock, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import type { SellerStanding } from "../seller-standing.ts";

/** The badge beside her name: verified, waiting for verification, or suspended. */
export function SellerStatusBadge({ status }: { status: SellerStanding["status"] }) {
  if (status === "verified") {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700">
        <BadgeCheck className="h-4 w-4" aria-hidden="true" /> Verified seller
      </span>
    );
  }
  if (status === "suspended") {
    return (
      <span className="rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-800">Suspended</span>
    );
  }
  return (
    <span className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700">
      Verification pending
    </span>
  );
}

/**
 * What her status means for her, above everything else on the dashboard: nothing for a verified
 * seller, a calm note while verification is pending, and the admin's reason when she is suspended.
 */
export function SellerStatusNotice({ standing }: { standing: SellerStanding }) {
  if (standing.status === "pending") {
    return (
      <section
        aria-label="Account status"
        className="flex gap-3 rounded-2xl bg-sky-50 p-4 text-sky-900 ring-1 ring-sky-200"
      >
        <Clock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          Your seller account is waiting for verification by Hunarmand. Your store is open and you can sell
          meanwhile.
        </p>
      </section>
    );
  }
  if (standing.status === "suspended") {
    return (
      <section
        aria-labelledby="suspended-heading"
        className="flex gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-2 ring-red-300 sm:p-5"
      >
        <ShieldAlert className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
        <div className="min-w-0 space-y-2">
          <h2 id="suspended-heading" className="text-lg font-bold">
            Your seller account is suspended
          </h2>
          <p className="break-words">
            <span className="font-semibold">Hunarmand's reason:</span>{" "}
            {standing.reason || "No reason was given."}
          </p>
          <p>
            Your stores and products are hidden from buyers, and you can't add or edit products or stores
            until Hunarmand restores your account. You can still run the orders you already have.
          </p>
          <p>
            Questions?{" "}
            <Link to="/Contact" className="font-semibold underline">
              Contact Hunarmand
            </Link>
          </p>
        </div>
      </section>
    );
  }
  return null;
}
