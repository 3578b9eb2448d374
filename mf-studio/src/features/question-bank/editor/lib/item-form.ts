// The editor's form: the subject and topic of the item and the item itself, parsed by the bank file
// format's own schema (bankItemSchema, the one the api parses a draft with). Field paths are the
// api's: an `ITEM_INVALID` issue at `item.uz.text` lands under the same field.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '@platform/shared/api';
import { bankItemSchema, keySchema, type BankItemInput } from '@platform/shared/bank-item';
import { SERVER_ERROR } from '@platform/shared/form';

export const itemFormSchema = z.object({
  subject_id: z.coerce.number<string | number>().int().positive(),
  topic: keySchema(),
  item: bankItemSchema,
});
export type ItemFormValues = z.input<typeof itemFormSchema>;
export type ItemFormOutput = z.output<typeof itemFormSchema>;

const emptyLanguage = () => ({ text: '', options: ['', '', '', ''], explanation: '' });

/** A new item's blank form (or the item the api holds, to edit). */
export function formValues(subjectId: number | '', topic: string, item?: unknown): ItemFormValues {
  const blank: BankItemInput = { id: '', difficulty: 1, answer: 'A', uz: emptyLanguage(), ru: emptyLanguage() };
  return { subject_id: subjectId, topic, item: item && typeof item === 'object' ? { ...blank, ...(item as BankItemInput) } : blank };
}

/** A form field's error as the schema gives it: its zod issue code and the rule's (English) message. */
export interface ItemIssue {
  type?: string;
  message?: string;
}

/** The studio's locale key for a schema issue (with the picture rule's own detail). */
export function issueKey(path: string, issue: ItemIssue): { key: string; detail?: string } {
  switch (issue.type) {
    case 'too_small':
    case 'invalid_type':
      return { key: 'bankValidation.required' };
    case 'too_big':
      return { key: 'bankValidation.tooLong' };
    case 'invalid_format':
      return { key: 'bankValidation.key' };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'bankValidation.choose' };
    case 'custom':
      if (path.endsWith('image')) return { key: 'bankValidation.picture', detail: issue.message };
      if (path.includes('options')) return { key: 'bankValidation.sameOption' };
      return { key: 'bankValidation.invalid' };
    default:
      return { key: 'bankValidation.invalid' };
  }
}

/**
 * Puts each issue of the api's `ITEM_INVALID` answer (`errors: [{path, message}]`, localized) under
 * the form field of its path; answers how many found a field.
 */
export function setItemErrors<V extends FieldValues>(
  error: unknown,
  fields: (path: string) => boolean,
  setError: UseFormSetError<V>,
): number {
  const body = error instanceof ApiError ? (error.body as { errors?: unknown }) : undefined;
  const errors = Array.isArray(body?.errors) ? (body.errors as { path?: unknown; message?: unknown }[]) : [];
  let placed = 0;
  for (const { path, message } of errors) {
    if (typeof path !== 'string' || typeof message !== 'string' || !fields(path)) continue;
    setError(path as Path<V>, { type: SERVER_ERROR, message });
    placed++;
  }
  return placed;
}

/** A picture of an item as an image address: an uploaded picture's own, inline SVG as a data URL. */
export function pictureSrc(image: string | undefined): string | null {
  if (!image) return null;
  return image.startsWith('/') ? image : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`;
}
