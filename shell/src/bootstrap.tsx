import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@platform/shared/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '@platform/shared/api';
import { addNamespace, changeLocale } from '@platform/shared/i18n';
import { createQueryClient } from '@platform/shared/query';
import { sessionStore } from '@platform/shared/session';
import '@platform/shared/tokens.css';
import { shellConfig } from './config';
import { createRouter } from './routing/router';
import { getManifest } from './composition/manifest';
import uz from './locales/uz.json';
import ru from './locales/ru.json';

configureApi({ baseUrl: shellConfig.apiBaseUrl });
addNamespace('shell', { uz, ru });

/** The locale lives in the session store; i18n and <html lang> follow it. */
function applyLocale() {
  const { locale } = sessionStore.getState();
  document.documentElement.lang = locale;
  void changeLocale(locale);
}
applyLocale();
sessionStore.subscribe((state, previous) => {
  if (state.locale !== previous.locale) applyLocale();
});

// Sign-in arrives with the accounts remote; until a session is known the visitor is a guest.
if (sessionStore.getState().status === 'unknown') sessionStore.setState({ status: 'guest' });

// Start fetching the manifest now; remotes load only when one of their routes is visited.
void getManifest().catch(() => undefined);

const queryClient = createQueryClient();
const router = createRouter();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
