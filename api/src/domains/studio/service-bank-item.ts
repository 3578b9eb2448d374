// A bank item as the studio's form sends it, checked by the bank file format's own schema
// (@platform/shared/bank-item bankItemSchema: one rule set for file and form). Every issue is answered
// with its path and a message in the caller's language.
import type { z } from 'zod';
import type { Locale } from '@platform/shared/contracts';
import { FieldErrors } from '../../errors';
import { t } from '../../i18n';
import { bankItemSchema, type BankItem } from '@platform/shared/bank-item';

type Issue = z.core.$ZodIssue;

function reasonOf(locale: Locale, issue: Issue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return t(
        locale,
        issue.path.reduce<unknown>((v, k) => (v as Record<PropertyKey, unknown> | undefined)?.[k], input) === undefined
          ? 'reasons.required'
          : 'reasons.type',
      );
    case 'too_small':
      return t(locale, 'reasons.too_small');
    case 'too_big':
      return t(locale, 'reasons.too_big');
    case 'invalid_value':
      return t(locale, 'reasons.enum', { values: issue.values.join(', ') });
    case 'invalid_format':
      return t(locale, 'reasons.format');
    case 'unrecognized_keys':
      return t(locale, 'reasons.unknown_key');
    case 'custom':
      // the schema's own rules: a repeated option, or a picture the SVG rules refuse (its detail kept)
      if (issue.path.at(-1) === 'image') return t(locale, 'reasons.picture', { detail: issue.message });
      if (issue.path.includes('options')) return t(locale, 'reasons.same_option');
      return t(locale, 'reasons.invalid');
    default:
      return t(locale, 'reasons.invalid');
  }
}

/** The item, or a 400 ITEM_INVALID listing every issue (path and localized message). */
export function parseItem(input: unknown, locale: Locale): BankItem {
  const parsed = bankItemSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => {
    const path = ['item', ...issue.path.map(String)].join('.');
    return { path, message: t(locale, 'errors.validation', { field: path, reason: reasonOf(locale, issue, input) }) };
  });
  throw new FieldErrors(
    'ITEM_INVALID',
    'errors.studio_item_invalid',
    { count: errors.length, first: errors[0].message },
    () => errors,
    errors[0].path,
  );
}
