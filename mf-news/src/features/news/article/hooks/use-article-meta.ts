import { useEffect } from 'react';
import { pageTitle } from '@platform/shared/ui';

const OG = ['og:title', 'og:description', 'og:type', 'og:url', 'og:locale', 'og:site_name'] as const;

function setTag(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * An article's title, description and Open Graph tags, set once it has loaded (after the shell's
 * route meta, which it replaces); the og:* tags go when the page does.
 */
export function useArticleMeta(article: { title: string; description: string } | undefined, locale: string, siteName: string) {
  useEffect(() => {
    if (!article) return;
    document.title = pageTitle(article.title);
    setTag('name', 'description', article.description);
    setTag('property', 'og:title', article.title);
    setTag('property', 'og:description', article.description);
    setTag('property', 'og:type', 'article');
    setTag('property', 'og:url', window.location.href.split('#')[0]);
    // og:locale is language_TERRITORY, with no place for a script: Uzbek is uz_UZ in Latin and in
    // Cyrillic (uz-Cyrl), whose script the page's `lang` says (docs/decisions/043)
    setTag('property', 'og:locale', locale === 'ru' ? 'ru_RU' : 'uz_UZ');
    setTag('property', 'og:site_name', siteName);
    return () => {
      for (const key of OG) document.head.querySelector(`meta[property="${key}"]`)?.remove();
    };
  }, [article, locale, siteName]);
}
