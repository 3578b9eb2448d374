import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { userMessage } from '@platform/shared/api';
import { SERVER_ERROR } from '@platform/shared/form';
import { readErrorBody } from '@platform/shared/shapes';
import { ApiError } from '@platform/shared/api';

/**
 * Puts the api's (localised) message of a failed call under the form field it names, when the form
 * has that field; answers false otherwise, for the form to show the message itself.
 */
export function setServerError<V extends FieldValues>(error: unknown, fields: readonly Path<V>[], setError: UseFormSetError<V>): boolean {
  const field = error instanceof ApiError ? readErrorBody(error.body)?.field : undefined;
  const named = fields.find((f) => f === field);
  if (!named) return false;
  setError(named, { type: SERVER_ERROR, message: userMessage(error) });
  return true;
}
