import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AppToaster } from "@/components/ui/app-toaster.tsx";
import { SessionProvider } from "@/features/auth/session/session-provider.tsx";
import { CartProvider } from "@/features/cart/cart-provider.tsx";
import { createQueryClient } from "./query-client.ts";

/** App-wide state around the router: server data cache, session, cart and toasts. */
export function AppProviders({ children, queries }: { children: ReactNode; queries?: QueryClient }) {
  // A server render, and the browser that hydrates it, bring the cache the page was rendered from.
  const [queryClient] = useState(() => queries ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <CartProvider>{children}</CartProvider>
      </SessionProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
