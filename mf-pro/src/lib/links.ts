/** Build-time links of the Pro page (webpack EnvironmentPlugin; README "Environment"); empty ones are not shown. */
export const proLinks = {
  appStore: process.env.APP_STORE_URL ?? '',
  playStore: process.env.PLAY_STORE_URL ?? '',
  social: [
    { name: 'Telegram', href: process.env.TELEGRAM_URL ?? '' },
    { name: 'Instagram', href: process.env.INSTAGRAM_URL ?? '' },
    { name: 'YouTube', href: process.env.YOUTUBE_URL ?? '' },
  ].filter((l) => l.href),
};

/** The store of this device: App Store on iPhone/iPad, Google Play on Android, both elsewhere. */
export function storesFor(userAgent: string): ('appStore' | 'playStore')[] {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return ['appStore'];
  if (/Android/i.test(userAgent)) return ['playStore'];
  return ['appStore', 'playStore'];
}
