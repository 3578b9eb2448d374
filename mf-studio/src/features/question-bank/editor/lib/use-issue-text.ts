import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { SERVER_ERROR } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';
import { issueKey } from './item-form';

/** The localized text of an item field's error: the schema's rule by its code, the api's message as sent. */
export function useIssueText() {
  const { t } = useTranslation(NS);
  return useCallback(
    (path: string, error: FieldError | undefined): string | undefined => {
      if (!error) return undefined;
      if (error.type === SERVER_ERROR) return error.message;
      const { key, detail } = issueKey(path, error);
      return t(key as 'bankValidation.invalid', { detail });
    },
    [t],
  );
}
