import { useEffect } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { pageTitle } from '@platform/shared/ui';
import type { RouteEntry } from '../routing/route-table';
import type shellUz from '../locales/uz.json';

/** A section of the shell namespace's `meta` (title and description of a route). */
export type RouteMetaKey = keyof (typeof shellUz)['meta'];

function setMeta(name: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/** Per-route title, description and robots (noindex on policy pages), in the current language. */
export function useRouteMeta(entry: RouteEntry | undefined) {
  const { t, i18n } = useTranslation('shell');
  useEffect(() => {
    if (!entry) return;
    // the route table names the section as a plain string; every entry's section exists in uz.json
    // (the locales test checks it), so it is read as one of the typed keys
    const meta = entry.meta as RouteMetaKey;
    document.title = pageTitle(t(`meta.${meta}.title`));
    setMeta('description', t(`meta.${meta}.description`));
    setMeta('robots', entry.noindex ? 'noindex, nofollow' : null);
  }, [entry, t, i18n.language]);
}
