// Telegram sign-in: the site opens t.me/<bot>?start=<phone digits>; the bot asks the chat to share
// its contact; when the shared number is the chat's own and equals the phone, the bot sends a
// single-use link `<site>/?hashcode=…` which POST /api/auth/login-with-telegram exchanges for a session.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { type Locale } from '@platform/shared/contracts';
import { normalizePhone, PHONE_RE } from '@platform/shared/accounts';
import type { Db } from '../db/client';
import { appUser, telegramLogin, telegramPending } from '../db/schema';
import { HttpError } from '../errors';
import type { AuthSettings, TelegramSettings } from './auth-settings';
import { safeEqual } from './otp';

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
const updateSchema = z.object({
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

const okResponse = z.object({ ok: z.boolean() });

const texts = {
  uz: {
    share: 'Saytda kiritilgan raqamni tasdiqlash uchun kontaktingizni yuboring: {{phone}}',
    shareButton: 'Kontaktni yuborish',
    mismatch: "Bu kontakt saytda kiritilgan raqamga mos emas. Saytda o'z raqamingizni kiriting va qayta urinib ko'ring.",
    noPending: 'Avval saytda Telegram orqali kirishni tanlang.',
    link: 'Saytga kirish uchun havolani bosing (10 daqiqa amal qiladi, bir marta ishlatiladi):',
    open: 'Saytga kirish',
  },
  ru: {
    share: 'Отправьте свой контакт, чтобы подтвердить номер, введённый на сайте: {{phone}}',
    shareButton: 'Отправить контакт',
    mismatch: 'Этот контакт не совпадает с номером, введённым на сайте. Введите свой номер на сайте и попробуйте снова.',
    noPending: 'Сначала выберите на сайте вход через Telegram.',
    link: 'Нажмите на ссылку, чтобы войти на сайт (действует 10 минут, один раз):',
    open: 'Войти на сайт',
  },
} satisfies Record<Locale, Record<string, string>>;

async function sendMessage(telegram: TelegramSettings, chatId: number, text: string, replyMarkup?: unknown): Promise<void> {
  const response = await fetch(`${telegram.apiUrl.replace(/\/$/, '')}/bot${telegram.token}/sendMessage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ chat_id: chatId, text, reply_markup: replyMarkup }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`telegram sendMessage: HTTP ${response.status}`);
}

/** POST /api/telegram/webhook: Telegram calls it with the secret token header set at setWebhook. */
export const telegramWebhookRoute: FastifyPluginAsyncZod<{ settings: AuthSettings }> = async (app, { settings }) => {
  const { db } = app;
  app.post(
    '/telegram/webhook',
    {
      config: { csrf: false },
      schema: {
        tags: ['auth'],
        summary: 'Telegram bot webhook (checks X-Telegram-Bot-Api-Secret-Token)',
        body: updateSchema,
        response: { 200: okResponse },
      },
      preValidation: async (request) => {
        const telegram = settings.telegram;
        if (!telegram) throw new HttpError(404, 'NOT_FOUND', 'errors.not_found');
        const given = request.headers['x-telegram-bot-api-secret-token'];
        if (typeof given !== 'string' || !safeEqual(given, telegram.secret)) throw new HttpError(401, 'UNAUTHORIZED', 'auth.unauthorized');
      },
    },
    async (request) => {
      const telegram = settings.telegram as TelegramSettings;
      const message = request.body.message;
      if (!message) return { ok: true };
      const chatId = message.chat.id;
      const lang: Locale = message.from?.language_code?.startsWith('ru') ? 'ru' : 'uz';
      const text = texts[lang];

      const start = /^\/start(?:\s+(\d{12}))?\s*$/.exec(message.text ?? '');
      if (start) {
        const phone = start[1] ? normalizePhone(start[1]) : '';
        if (!PHONE_RE.test(phone)) {
          await sendMessage(telegram, chatId, text.noPending);
          return { ok: true };
        }
        await db
          .insert(telegramPending)
          .values({ chat_id: chatId, phone })
          .onConflictDoUpdate({ target: telegramPending.chat_id, set: { phone, created_at: new Date() } });
        await sendMessage(telegram, chatId, text.share.replace('{{phone}}', phone), {
          keyboard: [[{ text: text.shareButton, request_contact: true }]],
          one_time_keyboard: true,
          resize_keyboard: true,
        });
        return { ok: true };
      }

      if (message.contact) {
        const [pending] = await db.select().from(telegramPending).where(eq(telegramPending.chat_id, chatId));
        if (!pending) {
          await sendMessage(telegram, chatId, text.noPending);
          return { ok: true };
        }
        // only the chat's own contact, with the very number typed on the site
        const own = message.contact.user_id !== undefined && message.contact.user_id === message.from?.id;
        if (!own || normalizePhone(message.contact.phone_number.replace(/^\+/, '')) !== pending.phone) {
          await sendMessage(telegram, chatId, text.mismatch, { remove_keyboard: true });
          return { ok: true };
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
        const link = new URL('/', settings.publicUrl);
        link.searchParams.set('hashcode', hashcode);
        try {
          await sendMessage(telegram, chatId, `${text.link}\n${link.toString()}`, {
            inline_keyboard: [[{ text: text.open, url: link.toString() }]],
          });
        } catch (error) {
          // the link never reached the chat: undo, and let Telegram redeliver the update (non-2xx)
          request.log.warn({ err: error }, 'telegram sendMessage failed');
          await db.transaction(async (tx) => {
            await tx.delete(telegramLogin).where(eq(telegramLogin.hash, sha256(hashcode)));
            await tx.insert(telegramPending).values({ chat_id: chatId, phone: pending.phone }).onConflictDoNothing();
          });
          throw new HttpError(503, 'UNAVAILABLE', 'errors.unavailable', {}, { 'Retry-After': '5' });
        }
        return { ok: true };
      }
      return { ok: true };
    },
  );
};
