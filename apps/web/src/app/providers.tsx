import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { directionOf } from "@marketplace/shared/languages";
import { DirectionProvider } from "@radix-ui/react-direction";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AppToaster } from "@/components/ui/app-toaster.tsx";
import { createI18n } from "@/i18n/i18n.ts";
import { useLanguage } from "@/i18n/use-t.ts";
import { CartProvider } from "@/lib/cart-provider.tsx";
import { SessionProvider } from "@/lib/session/session-provider.tsx";
import { createQueryClient } from "./query-client.ts";

/**
 * App-wide state around the router: the visitor's language, server data cache, session, cart and
 * toasts. Without `i18n` (tests) the site speaks English.
 */
export function AppProviders({
  children,
  queries,
  i18n,
}: {
  children: ReactNode;
  queries?: QueryClient;
  i18n?: I18n;
}) {
  // A server render, and the browser that hydrates it, bring the cache the page was rendered from.
  const [queryClient] = useState(() => queries ?? createQueryClient());
  const [words] = useState(() => i18n ?? createI18n("en"));
  return (
    <I18nProvider i18n={words}>
      <PageDirection>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <CartProvider>{children}</CartProvider>
          </SessionProvider>
          <AppToaster />
        </QueryClientProvider>
      </PageDirection>
    </I18nProvider>
  );
}

/** Radix's menus and accordions read their direction from here: the page's, following the language. */
function PageDirection({ children }: { children: ReactNode }) {
  return <DirectionProvider dir={directionOf(useLanguage())}>{children}</DirectionProvider>;
}
