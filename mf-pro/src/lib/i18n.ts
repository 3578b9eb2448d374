/** The i18next namespace of this remote (registered by exposed/routes.tsx and exposed/daily-limit.tsx). */
export const NS = 'pro';
