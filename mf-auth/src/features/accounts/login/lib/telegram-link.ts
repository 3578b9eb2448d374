/** The bot's start link with the 12 phone digits (`998901234567`): the bot answers with a sign-in link. */
export function telegramStartUrl(bot: string, phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const full = digits.length === 9 ? `998${digits}` : digits;
  return `https://t.me/${encodeURIComponent(bot.replace(/^@/, ''))}?start=${full}`;
}
