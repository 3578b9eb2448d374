// The studio (issue 35, ADR 052): staff roles, the audit log, the learners' reports inbox, partners'
// applications and leads, and the payment lookup. The studio remote reuses these shapes.
import * as z from 'zod/mini';
import { dataOf, idParam, pageMetaSchema, pageParam } from '@platform/shared/contracts';
import { phoneSchema } from '@platform/shared/accounts';

export const STAFF_ROLES = ['editor', 'reviewer', 'admin', 'ops', 'partner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'validation.role_required' });

/**
 * Who may call each studio route (the server checks it, a test walks the whole matrix). An admin may
 * call every route; a partner sees only the rows of its own university or learning centre.
 */
export const STUDIO_ACCESS = {
  roles: ['admin'],
  audit: ['admin'],
  reports: ['editor', 'reviewer', 'admin'],
  applications: ['admin', 'ops', 'partner'],
  leads: ['admin', 'ops', 'partner'],
  payments: ['admin', 'ops'],
  /** the question bank: the list, an item, drafts written and submitted, pictures (ADR 056) */
  bank: ['editor', 'reviewer', 'admin'],
  /** a draft approved or rejected: never by one who wrote it (the server refuses) */
  bank_review: ['reviewer', 'admin'],
  olympiads: ['editor', 'admin'],
  news: ['editor', 'admin'],
  /** the remotes' versions: switch and roll back (ADR 057) */
  remotes: ['admin', 'ops'],
  /** content files validated and imported as `npm run content` does (ADR 057) */
  content_files: ['editor', 'admin'],
  me: STAFF_ROLES,
} as const satisfies Record<string, readonly StaffRole[]>;
export type StudioArea = keyof typeof STUDIO_ACCESS;

export * from './studio-bank';

/**
 * A partner's scope as the CLI and the admin form write it: `university:<slug>` or `centre:<slug>`
 * (a bare slug is looked up among both).
 */
export const scopeSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'validation.scope_invalid' }),
    z.maxLength(100, { error: 'validation.scope_invalid' }),
    z.regex(/^((university|centre):)?[a-z0-9][a-z0-9-]*$/, { error: 'validation.scope_invalid' }),
  );

export const grantRoleBody = z.strictObject({
  phone: phoneSchema,
  role: staffRoleSchema,
  scope: z.optional(scopeSchema),
});
export type GrantRoleBody = z.input<typeof grantRoleBody>;
export const revokeRoleBody = z.strictObject({ phone: phoneSchema, role: staffRoleSchema });
export type RevokeRoleBody = z.input<typeof revokeRoleBody>;

export const staffScopeSchema = z.nullable(
  z.object({ kind: z.enum(['university', 'centre']), id: z.int(), slug: z.string(), name: z.string() }),
);
export type StaffScope = z.infer<typeof staffScopeSchema>;

export const staffRoleRowSchema = z.object({
  user_id: z.int(),
  phone: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  scope: staffScopeSchema,
  created_at: z.int(),
});
export type StaffRoleRow = z.infer<typeof staffRoleRowSchema>;
export const staffRoleListResponse = dataOf(z.array(staffRoleRowSchema));
export const staffRoleResponse = dataOf(staffRoleRowSchema);
export const revokeRoleResponse = dataOf(z.object({ revoked: z.boolean() }));

/** The caller's own roles (what the studio shows and hides). */
export const studioMeResponse = dataOf(
  z.object({ user_id: z.int(), roles: z.array(z.object({ role: staffRoleSchema, scope: staffScopeSchema })) }),
);

const sizeParam = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 30);
/** A day (`2026-11-28`) in a query string: the start of a range, or its last day inclusive. */
const dayParam = z.optional(z.iso.date({ error: 'validation.day_invalid' }));

// ── the audit log ───────────────────────────────────────────────────────────────────────────────

export const auditQuery = z.object({
  page: pageParam,
  size: sizeParam,
  actor_id: z.optional(idParam),
  entity: z.optional(z.string().check(z.maxLength(40), z.regex(/^[a-z_]+$/))),
  entity_id: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
});
export const auditRowSchema = z.object({
  id: z.int(),
  actor_id: z.nullable(z.int()),
  actor_phone: z.nullable(z.string()),
  via: z.enum(['studio', 'cli', 'seed']),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.int(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditResponse = z.object({ data: z.array(auditRowSchema), meta: pageMetaSchema });

// ── the learners' reports inbox ─────────────────────────────────────────────────────────────────

/** A rating at or below this counts as low (the inbox lists the test's low ratings beside its questions). */
export const LOW_RATING = 2;

export const reportsQuery = z.object({
  page: pageParam,
  size: sizeParam,
  subject_id: z.optional(idParam),
  /** `dismissed`: the questions whose reports were all dismissed, with the last reason */
  status: z._default(z.enum(['open', 'dismissed']), 'open'),
});
export const reportGroupSchema = z.object({
  question_id: z.int(),
  question_key: z.string(),
  text: z.string(),
  test_id: z.int(),
  test_name: z.string(),
  subject_id: z.int(),
  language: z.enum(['uz', 'ru']),
  /** the reports still open (made after the last dismissal), or all for a dismissed question */
  count: z.int(),
  kinds: z.array(z.object({ error_id: z.int(), name: z.string(), count: z.int() })),
  latest: z.array(z.object({ error_id: z.int(), message: z.string(), created_at: z.int() })),
  first_at: z.int(),
  last_at: z.int(),
  /** the test's ratings at or below LOW_RATING, and their latest comments */
  low_ratings: z.int(),
  low_comments: z.array(z.object({ rating: z.int(), comment: z.string(), created_at: z.int() })),
  dismissed: z.nullable(z.object({ reason: z.string(), actor_id: z.nullable(z.int()), created_at: z.int() })),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportsResponse = z.object({ data: z.array(reportGroupSchema), meta: pageMetaSchema });

export const dismissParams = z.object({ questionId: idParam });
export const DISMISS_REASON_MAX = 500;
export const dismissBody = z.strictObject({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, { error: 'validation.reason_too_short' }),
      z.maxLength(DISMISS_REASON_MAX, { error: 'validation.reason_too_long' }),
    ),
});
export type DismissBody = z.input<typeof dismissBody>;
export const dismissResponse = dataOf(z.object({ question_id: z.int(), dismissed: z.int() }));

// ── partners: applications and leads ───────────────────────────────────────────────────────────

const formatParam = z._default(z.enum(['json', 'csv']), 'json');
export const applicationsQuery = z.object({
  page: pageParam,
  size: sizeParam,
  university: z.optional(
    z.string().check(z.maxLength(120, { error: 'validation.slug_invalid' }), z.regex(/^[a-z0-9-]+$/, { error: 'validation.slug_invalid' })),
  ),
  program_id: z.optional(idParam),
  from: dayParam,
  to: dayParam,
  format: formatParam,
});
export const applicationRowSchema = z.object({
  id: z.int(),
  created_at: z.int(),
  university_slug: z.string(),
  program_id: z.int(),
  program: z.string(),
  name: z.string(),
  phone: z.string(),
  ticket_id: z.nullable(z.int()),
  user_id: z.int(),
});
export const applicationsResponse = z.object({ data: z.array(applicationRowSchema), meta: pageMetaSchema });

export const leadsQuery = z.object({
  page: pageParam,
  size: sizeParam,
  centre: z.optional(
    z.string().check(z.maxLength(80, { error: 'validation.slug_invalid' }), z.regex(/^[a-z0-9-]+$/, { error: 'validation.slug_invalid' })),
  ),
  from: dayParam,
  to: dayParam,
  format: formatParam,
});
export const leadRowSchema = z.object({
  id: z.int(),
  created_at: z.int(),
  centre_slug: z.string(),
  name: z.string(),
  phone: z.string(),
  ticket_id: z.nullable(z.int()),
  user_id: z.nullable(z.int()),
});
export const leadsResponse = z.object({ data: z.array(leadRowSchema), meta: pageMetaSchema });

// ── payments (read only) ────────────────────────────────────────────────────────────────────────

/** One of `phone` and `order` (an order id). */
export const paymentsQuery = z.object({ phone: z.optional(phoneSchema), order: z.optional(idParam) });
export const paymentLookupSchema = z.object({
  id: z.int(),
  user_id: z.nullable(z.int()),
  phone: z.nullable(z.string()),
  plan_id: z.int(),
  month_count: z.int(),
  amount: z.number(),
  provider: z.enum(['payme', 'click']),
  platform: z.string(),
  state: z.enum(['pending', 'paid', 'cancelled']),
  created_at: z.int(),
  paid_at: z.nullable(z.int()),
  cancelled_at: z.nullable(z.int()),
  transactions: z.array(
    z.object({
      provider: z.enum(['payme', 'click']),
      id: z.string(),
      state: z.string(),
      amount: z.number(),
      created_at: z.int(),
      performed_at: z.nullable(z.int()),
      cancelled_at: z.nullable(z.int()),
      reason: z.nullable(z.int()),
    }),
  ),
});
export type PaymentLookup = z.infer<typeof paymentLookupSchema>;
export const paymentsResponse = dataOf(z.array(paymentLookupSchema));
