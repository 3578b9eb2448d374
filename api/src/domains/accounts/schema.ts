import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ref, serialId, ts } from '../../db/columns';
import { address, subject } from '../universities/schema';

/** A person signed in by phone. `profile_type` stays null until registration is complete. */
export const appUser = pgTable(
  'app_user',
  {
    id: serialId(),
    phone: varchar('phone', { length: 13 }).notNull().unique(),
    first_name: varchar('first_name', { length: 60 }).notNull().default(''),
    last_name: varchar('last_name', { length: 60 }).notNull().default(''),
    birthday: date('birthday', { mode: 'string' }),
    gender: varchar('gender', { length: 5 }).$type<'erkak' | 'ayol'>(),
    role: varchar('role', { length: 10 }).$type<'APPLICANT' | 'STUDENT' | 'TEACHER' | 'OTHER'>(),
    profile_type: varchar('profile_type', { length: 10 }).$type<'APPLICANT' | 'STUDENT' | 'TEACHER' | 'OTHER'>(),
    address_id: integer('address_id').references(() => address.id),
    image: text('image'),
    email: varchar('email', { length: 120 }),
    ball: integer('ball').notNull().default(0),
    premium_until: ts('premium_until'),
    telegram_chat_id: bigint('telegram_chat_id', { mode: 'number' }),
    created_at: createdAt(),
  },
  (t) => [check('app_user_ball_nonneg', sql`${t.ball} >= 0`)],
);

export const userSubject = pgTable(
  'user_subject',
  {
    user_id: ref('user_id', () => appUser.id, 'cascade'),
    subject_id: ref('subject_id', () => subject.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.subject_id] })],
);

/** Opaque session tokens, stored as SHA-256 hex; the cookie holds the token itself. */
export const userSession = pgTable(
  'user_session',
  {
    id: serialId(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    user_id: ref('user_id', () => appUser.id, 'cascade'),
    created_at: createdAt(),
    expires_at: ts('expires_at').notNull(),
    user_agent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('user_session_user_idx').on(t.user_id)],
);

/**
 * One sign-in challenge per phone. The failure count belongs to the challenge, not to the code,
 * so a resend does not reset it; `locked_until` ends the challenge after too many wrong codes.
 */
export const otpChallenge = pgTable('otp_challenge', {
  phone: varchar('phone', { length: 13 }).primaryKey(),
  code_hash: varchar('code_hash', { length: 64 }).notNull(),
  code_expires_at: ts('code_expires_at').notNull(),
  failures: smallint('failures').notNull().default(0),
  window_ends_at: ts('window_ends_at').notNull(),
  locked_until: ts('locked_until'),
  last_sent_at: ts('last_sent_at').notNull(),
});

/** Messages of the `dev` SMS provider, listed at /api/__dev/outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serialId(),
    phone: varchar('phone', { length: 13 }).notNull(),
    text: text('text').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);

/** A Telegram chat that started the bot with a phone and has not shared its contact yet. */
export const telegramPending = pgTable('telegram_pending', {
  chat_id: bigint('chat_id', { mode: 'number' }).primaryKey(),
  phone: varchar('phone', { length: 13 }).notNull(),
  created_at: createdAt(),
});

/** Single-use sign-in links issued by the bot (`?hashcode=`), stored hashed. */
export const telegramLogin = pgTable('telegram_login', {
  id: serialId(),
  hash: varchar('hash', { length: 64 }).notNull().unique(),
  phone: varchar('phone', { length: 13 }).notNull(),
  chat_id: bigint('chat_id', { mode: 'number' }).notNull(),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
});

export const follow = pgTable(
  'follow',
  {
    follower_id: ref('follower_id', () => appUser.id, 'cascade'),
    followee_id: ref('followee_id', () => appUser.id, 'cascade'),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.follower_id, t.followee_id] }),
    index('follow_followee_idx').on(t.followee_id),
    check('follow_not_self', sql`${t.follower_id} <> ${t.followee_id}`),
  ],
);

/** Avatars users may choose (SVG drawn for the platform). */
export const avatar = pgTable('avatar', {
  id: serialId(),
  svg: text('svg').notNull(),
});

/**
 * XP ledger: every grant once per (user, source, ref). Weekly charts and recent activity read it;
 * the tests issue writes one row per finished ticket (`source` = test type, `ref_id` = ticket id).
 */
export const xpEvent = pgTable(
  'xp_event',
  {
    id: serialId(),
    user_id: ref('user_id', () => appUser.id, 'cascade'),
    amount: integer('amount').notNull(),
    source: varchar('source', { length: 20 }).notNull(),
    ref_id: integer('ref_id'),
    /** the ticket the grant came from (its results page), when there is one */
    ticket_id: integer('ticket_id'),
    /** the question a `topic` grant is for: a user earns a question's XP once (ADR 006) */
    question_id: integer('question_id'),
    created_at: createdAt(),
  },
  (t) => [
    index('xp_event_user_time_idx').on(t.user_id, t.created_at),
    uniqueIndex('xp_event_once_uq').on(t.user_id, t.source, t.ref_id),
    uniqueIndex('xp_event_question_once_uq')
      .on(t.user_id, t.question_id)
      .where(sql`${t.question_id} is not null`),
  ],
);
