import { Package } from "lucide-react";
import { Link, useLocation, useParams } from "react-router";
import { PageHead } from "@/components/layout/page-head.tsx";
import { buttonClasses } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorState } from "@/components/ui/error-state.tsx";
import { LoadingState } from "@/components/ui/loading-state.tsx";
import { useSession } from "@/features/auth/session/session-provider.tsx";
import { ApiError, NetworkError } from "@/lib/api-client.ts";
import { myOrdersPath } from "@/lib/app-paths.ts";
import { useCustomerOrders } from "../api/orders-api.ts";
import { AccessNotice } from "../components/access-notice.tsx";
import { CustomerOrderCard } from "../components/customer-order-card.tsx";
import { orderNumber } from "../order-format.ts";

export default function MyOrdersPage() {
  const { userId = "" } = useParams();
  const { customer } = useSession();
  const location = useLocation();

  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageHead title="My Orders" noindex />
      <h1 className="font-display text-3xl font-bold text-brand-800">My Orders</h1>
      {!customer ? (
        <AccessNotice
          title="Please login to continue"
          message="Sign in with your customer account to see your orders."
        >
          <Link to="/customer/login" state={{ from: location.pathname }} className={buttonClasses("primary")}>
            Login to Continue
          </Link>
        </AccessNotice>
      ) : customer.id !== userId ? (
        <NotYours ownPath={myOrdersPath(customer.id)} />
      ) : (
        <OrderList userId={userId} />
      )}
    </section>
  );
}

function NotYours({ ownPath }: { ownPath: string }) {
  return (
    <AccessNotice title="Not allowed" message="You can only see your own orders.">
      <Link to={ownPath} className={buttonClasses("primary")}>
        Go to My Orders
      </Link>
    </AccessNotice>
  );
}

function OrderList({ userId }: { userId: string }) {
  const { customer } = useSession();
  const orders = useCustomerOrders(userId);

  if (orders.isPending) return <LoadingState label="Loading your orders..." />;
  if (orders.isError) {
    if (orders.error instanceof ApiError && orders.error.status === 403) {
      return <NotYours ownPath={myOrdersPath(customer?.id ?? userId)} />;
    }
    return (
      <ErrorState
        title="Failed to fetch orders"
        message={orders.error instanceof NetworkError ? "Error connecting to server" : orders.error.message}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState
        title="No orders yet"
        message="When you buy something, it shows up here so you can follow it to your door."
        icon={<Package className="h-7 w-7" aria-hidden="true" />}
      >
        <Link to="/AllProduct" className={buttonClasses("primary")}>
          Start Shopping
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="mt-1 text-stone-600">
        {orders.data.length} {orders.data.length === 1 ? "order" : "orders"}, newest first.
      </p>
      <ul className="mt-6 space-y-5">
        {orders.data.map((order) => (
          <li key={order._id} aria-label={`Order ${orderNumber(order._id)}`}>
            <CustomerOrderCard order={order} userId={userId} />
          </li>
        ))}
      </ul>
    </>
  );
}
