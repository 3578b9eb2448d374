import { useCallback } from 'react';
import { ApiError } from '@platform/shared/api';
import { errorBodySchema } from '@platform/shared/contracts';
import { i18n, useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';

function errorBody(error: unknown) {
  if (!(error instanceof ApiError)) return null;
  const parsed = errorBodySchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The api's own message (already localised by the server) when it sent one. */
export function serverMessage(error: unknown): string | null {
  const message = errorBody(error)?.message.trim();
  return message ? message : null;
}

/** The api's machine code (`OTP_WRONG`, `OTP_RESEND_TOO_EARLY`, …). */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** The request field the api blamed (`phone`, `birthday`, …). */
export function errorField(error: unknown): string | null {
  return errorBody(error)?.field ?? null;
}

/**
 * Text for a failed sign-in call: the server's message (wrong code and tries left, wait time of a
 * 429, …), else the client's SPEC §8 message.
 */
export function useErrorText() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  return useCallback(
    (error: unknown): string => {
      const server = serverMessage(error);
      if (server) return server;
      if (error instanceof ApiError) return error.status === 429 ? t('errors.too_many') : error.message;
      return tc('errors.unknown');
    },
    [t, tc],
  );
}

/** A contract validation message (an i18n key of the common namespace, e.g. 'validation.phone_invalid') as text. */
export function useValidationText() {
  const { t } = useTranslation('common');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      return i18n.exists(message, { ns: 'common' }) ? t(message as 'validation.fill_all') : t('errors.generic');
    },
    [t],
  );
}
