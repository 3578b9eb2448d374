// Telegram sign-in: the site opens t.me/<bot>?start=<phone digits>; the bot asks the chat to share
// its contact; when the shared number is the chat's own and equals the phone, the bot sends a
// single-use link `<site>/?hashcode=…` which POST /api/auth/login-with-telegram exchanges for a session.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Locale } from '@platform/shared/contracts';
import { normalizePhone, PHONE_RE } from '@platform/shared/accounts';
import type { Db } from '../../db/client';
import { appUser, telegramLogin, telegramPending } from '../../db/schema';
import { HttpError } from '../../errors';
import { t } from '../../i18n';
import type { TelegramSettings } from './settings';

export const HASHCODE_TTL_MS = 10 * 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Marks a hashcode used and returns its phone; null when unknown, used or expired. */
export async function consumeTelegramLogin(db: Db, hashcode: string): Promise<string | null> {
  const [row] = await db
    .update(telegramLogin)
    .set({ used_at: new Date() })
    .where(and(eq(telegramLogin.hash, sha256(hashcode)), isNull(telegramLogin.used_at), gt(telegramLogin.expires_at, new Date())))
    .returning({ phone: telegramLogin.phone });
  return row?.phone ?? null;
}

// Telegram ids are integers of at most 52 bits; anything else would reach the bigint columns and fail there
const chatSchema = z.object({ id: z.int() });
export const telegramUpdateSchema = z.object({
  update_id: z.number(),
  message: z.optional(
    z.object({
      chat: chatSchema,
      from: z.optional(z.object({ id: z.int(), language_code: z.optional(z.string()) })),
      text: z.optional(z.string().check(z.maxLength(4096))),
      contact: z.optional(z.object({ phone_number: z.string().check(z.maxLength(40)), user_id: z.optional(z.int()) })),
    }),
  ),
});

export const telegramOkResponse = z.object({ ok: z.boolean() });
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

async function sendMessage(telegram: TelegramSettings, chatId: number, text: string, replyMarkup?: unknown): Promise<void> {
  const response = await fetch(`${telegram.apiUrl.replace(/\/$/, '')}/bot${telegram.token}/sendMessage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ chat_id: chatId, text, reply_markup: replyMarkup }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`telegram sendMessage: HTTP ${response.status}`);
}

/**
 * One update of the bot's webhook: `/start <phone>` remembers the phone for the chat and asks for the
 * contact; the chat's own contact with that phone gets the single-use sign-in link. When the link
 * cannot be sent, nothing is kept and the update is refused (503) so that Telegram delivers it again.
 */
export async function handleTelegramUpdate(
  db: Db,
  telegram: TelegramSettings,
  publicUrl: string,
  update: TelegramUpdate,
  warn: (error: unknown) => void,
): Promise<void> {
  const message = update.message;
  if (!message) return;
  const chatId = message.chat.id;
  const lang: Locale = message.from?.language_code?.startsWith('ru') ? 'ru' : 'uz';

  const start = /^\/start(?:\s+(\d{12}))?\s*$/.exec(message.text ?? '');
  if (start) {
    const phone = start[1] ? normalizePhone(start[1]) : '';
    if (!PHONE_RE.test(phone)) {
      await sendMessage(telegram, chatId, t(lang, 'telegram.no_pending'));
      return;
    }
    await db
      .insert(telegramPending)
      .values({ chat_id: chatId, phone })
      .onConflictDoUpdate({ target: telegramPending.chat_id, set: { phone, created_at: new Date() } });
    await sendMessage(telegram, chatId, t(lang, 'telegram.share', { phone }), {
      keyboard: [[{ text: t(lang, 'telegram.share_button'), request_contact: true }]],
      one_time_keyboard: true,
      resize_keyboard: true,
    });
    return;
  }

  if (!message.contact) return;
  const [pending] = await db.select().from(telegramPending).where(eq(telegramPending.chat_id, chatId));
  if (!pending) {
    await sendMessage(telegram, chatId, t(lang, 'telegram.no_pending'));
    return;
  }
  // only the chat's own contact, with the very number typed on the site
  const own = message.contact.user_id !== undefined && message.contact.user_id === message.from?.id;
  if (!own || normalizePhone(message.contact.phone_number.replace(/^\+/, '')) !== pending.phone) {
    await sendMessage(telegram, chatId, t(lang, 'telegram.mismatch'), { remove_keyboard: true });
    return;
  }
  const hashcode = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(telegramPending).where(eq(telegramPending.chat_id, chatId));
    await tx.delete(telegramLogin).where(lt(telegramLogin.expires_at, new Date()));
    await tx
      .insert(telegramLogin)
      .values({ hash: sha256(hashcode), phone: pending.phone, chat_id: chatId, expires_at: new Date(Date.now() + HASHCODE_TTL_MS) });
    await tx.update(appUser).set({ telegram_chat_id: chatId }).where(eq(appUser.phone, pending.phone));
  });
  const link = new URL('/', publicUrl);
  link.searchParams.set('hashcode', hashcode);
  try {
    await sendMessage(telegram, chatId, `${t(lang, 'telegram.link')}\n${link.toString()}`, {
      inline_keyboard: [[{ text: t(lang, 'telegram.open'), url: link.toString() }]],
    });
  } catch (error) {
    // the link never reached the chat: undo, and let Telegram redeliver the update (non-2xx)
    warn(error);
    await db.transaction(async (tx) => {
      await tx.delete(telegramLogin).where(eq(telegramLogin.hash, sha256(hashcode)));
      await tx.insert(telegramPending).values({ chat_id: chatId, phone: pending.phone }).onConflictDoNothing();
    });
    throw new HttpError(503, 'UNAVAILABLE', 'errors.unavailable', {}, { 'Retry-After': '5' });
  }
}
