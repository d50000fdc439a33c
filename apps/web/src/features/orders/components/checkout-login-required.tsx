import { LogIn } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";

/** Checkout needs a customer; the login page brings them back here, cart and all. */
export function CheckoutLoginRequired() {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <LogIn className="h-7 w-7" aria-hidden="true" />
      </span>
      <div role="alert">
        <h2 className="text-xl font-semibold text-stone-900">Please login to continue</h2>
      </div>
      <p className="max-w-sm text-stone-600">
        Sign in with your customer account to enter your address and place the order. Your items stay right
        here.
      </p>
      <Link
        to={`/customer/login?from=${encodeURIComponent(from)}`}
        state={{ from }}
        className={buttonClasses("primary")}
      >
        Login to Continue
      </Link>
      <p className="text-sm text-stone-600">
        New here?{" "}
        <Link
          to={`/customer/signup?from=${encodeURIComponent(from)}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </Card>
  );
}
