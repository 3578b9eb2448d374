/**
 * Build-time settings of the shell (webpack EnvironmentPlugin; see README "Environment").
 * Empty means "not configured": the feature that needs it is not shown.
 */
export const shellConfig = {
  supportChatUrl: process.env.SUPPORT_CHAT_URL ?? '',
  battleUrl: process.env.BATTLE_URL ?? '',
  appStoreUrl: process.env.APP_STORE_URL ?? '',
  playStoreUrl: process.env.PLAY_STORE_URL ?? '',
  /** Teachers' own site (SPEC §6), linked from the user menu of teachers. */
  teacherSiteUrl: process.env.TEACHER_SITE_URL ?? '',
  apiBaseUrl: process.env.API_BASE_URL ?? '/api',
};
