import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { telegramConfigResponse } from '@platform/shared/accounts';
import { authKeys } from '../../../../lib/auth-keys';

/** GET /auth/telegram: the bot's username, or null when Telegram sign-in is not configured. */
export function getTelegramConfig(signal?: AbortSignal) {
  return api.get('/auth/telegram', { schema: telegramConfigResponse, signal });
}

export function telegramConfigQueryOptions() {
  return queryOptions({
    queryKey: authKeys.telegram(),
    queryFn: ({ signal }) => getTelegramConfig(signal),
    staleTime: Infinity,
    select: (response) => response.data.bot,
  });
}

export function useTelegramConfig() {
  return useQuery(telegramConfigQueryOptions());
}
