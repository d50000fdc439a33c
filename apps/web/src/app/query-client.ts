import { QueryClient } from "@tanstack/react-query";
import { isTemporaryFailure } from "@/lib/api-client.ts";

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // No connection or a server fault may pass: try again (with a growing pause), and again when
        // the browser is back online (refetchOnReconnect). A 4xx will be the same on a retry.
        retry: (failureCount, error) => isTemporaryFailure(error) && failureCount < MAX_RETRIES,
        // A read that failed stays failed when another part of the page shows it (each error state
        // has its Try Again): a server-rendered "Product Not Found" hydrates as itself instead of
        // turning into a loading state and asking again.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
