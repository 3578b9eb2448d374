import { QueryClient } from '@tanstack/react-query';

/**
 * The react-query API the apps use, re-exported by name so the build keeps only these parts of the
 * library (a shared library is bundled whole; this module is shared instead, tree-shaken). The
 * webpack config sends every app's `@tanstack/react-query` import here (docs/decisions/009):
 * one copy, one QueryClient context.
 */
export {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  hydrate,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { DehydratedState, QueryKey, UseQueryResult, UseMutationResult, QueryClientConfig } from '@tanstack/react-query';

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
