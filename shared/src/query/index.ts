import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: queries do not retry and do not refetch on focus or mount. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        staleTime: 60_000,
      },
      mutations: { retry: false },
    },
  });
}
