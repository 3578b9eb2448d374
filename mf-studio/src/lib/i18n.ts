/** The i18next namespace of this remote (registered by exposed/routes.tsx). */
export const NS = 'studio';
