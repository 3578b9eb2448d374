import { useEffect } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import type { RouteEntry } from '../routing/route-table';

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
    document.title = t(`meta.${entry.meta}.title`);
    setMeta('description', t(`meta.${entry.meta}.description`));
    setMeta('robots', entry.noindex ? 'noindex, nofollow' : null);
  }, [entry, t, i18n.language]);
}
