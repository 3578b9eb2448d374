import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Random secrets that every api process on this database must share and that nobody configured:
 * the first process that needs one stores it, every other reads it (lib/instance-secrets.ts). Names:
 * `otp` (the sign-in code hashes' key when OTP_SECRET is unset), `sandbox_payme` and `sandbox_click`
 * (the payment sandbox's stand-in credentials). A secret set in the environment is never stored here
 * (ADR 030 §3, ADR 037).
 */
export const instanceSecret = pgTable('instance_secret', {
  name: varchar('name', { length: 32 }).primaryKey(),
  secret: varchar('secret', { length: 64 }).notNull(),
  created_at: createdAt(),
});
