// Accounts: one's own data, its export and the account's deletion (ADR 033). Part of `@platform/shared/accounts`.
import * as z from 'zod/mini';
import { otpCodeSchema, sendSmsResponse } from './accounts-signin';

// ── one's own data: export and account deletion (ADR 033) ─────────────────────────────────────

/** `POST /profile/delete-sms` sends the deletion code to the account's own phone: no body, answered like send-sms. */
export const accountDeleteSmsResponse = sendSmsResponse;

/** `POST /profile/delete {code}`: the code of the latest deletion SMS (a sign-in code does not count). */
export const accountDeleteBody = z.strictObject({ code: otpCodeSchema });
export type AccountDeleteBody = z.input<typeof accountDeleteBody>;
export const accountDeleteResponse = z.object({ message: z.string() });

export const ACCOUNT_EXPORT_FORMAT = 'imtihon-account-export';

/**
 * `GET /profile/export`: the file of everything the platform holds about the signed-in user. `tables`
 * holds, per table, the rows that are the user's (columns as stored; times ISO 8601); `not_included`
 * names the tables that refer to the user but are left out, and why.
 */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(1),
  exported_at: z.string(),
  user_id: z.int(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  not_included: z.record(z.string(), z.string()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
