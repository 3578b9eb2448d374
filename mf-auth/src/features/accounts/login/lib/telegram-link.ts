import { internationalDigits } from '@platform/shared/accounts';

/** The bot's start link with the 12 phone digits (`998901234567`): the bot answers with a sign-in link. */
export function telegramStartUrl(bot: string, phone: string): string {
  return `https://t.me/${encodeURIComponent(bot.replace(/^@/, ''))}?start=${internationalDigits(phone)}`;
}
