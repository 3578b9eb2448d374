// The only module the shell loads from this remote, and only on /studio (docs/decisions/055): it
// stays tiny. Everything under /studio is one route of the shell's table; the studio's frame, in a
// lazy chunk, picks the page from its own list of sections (sections.ts).
import { lazy } from 'react';
import { addNamespace, useTranslation } from '@platform/shared/i18n';
import { lazyRoutes } from '@platform/shared/lazy-routes';
import type { RemoteRoute } from '@platform/shared/routes';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { NS } from '../lib/i18n';

addNamespace('studio', { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });

const StudioApp = lazy(() => import(/* webpackChunkName: "studio-frame" */ './studio-app').then((m) => ({ default: m.StudioApp })));

const route = lazyRoutes(() => useTranslation(NS).t('route.loading'));

// the path written out (lib/sections.ts has it as STUDIO_PATH): an app module imported here would be
// concatenated into this one in the production build, where the route-chunks plugin looks for it alone
export const routes: RemoteRoute[] = [{ id: 'studio', path: '/studio/*', Component: route(StudioApp) }];
