// The shell page's HTML: its preloads, its bootstrap block and the server's first screen.
import { createHash } from 'node:crypto';
import type { RenderedPage } from './server-builds';
import { usedCss } from './used-css';

/** Id of the JSON block in the shell page that carries the bootstrap data (shell/src/composition/bootstrap-data.ts). */
export const BOOTSTRAP_DATA_ID = 'platform-bootstrap';

/** Attribute of `#root` while it holds the server's rendering (shell/src/composition/bootstrap-data.ts). */
export const RENDERED_ATTRIBUTE = 'data-rendered';

/**
 * JSON that is safe inside `<script type="application/json">`: `<`, `>` and `&` are escaped, so a
 * value such as `</script><script>...` cannot end the block, and so are the JavaScript line breaks.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A `<script src>` index.html loads itself (the shell's entry); its address is the first group. */
const ENTRY_SCRIPT = /<script[^>]*\ssrc="(\/[\w./-]+\.js)"[^>]*><\/script>/g;

/** The scripts index.html loads itself (the shell's entry), in order. */
export const entryScripts = (html: string): string[] => [...html.matchAll(ENTRY_SCRIPT)].map((m) => m[1] as string);

/** index.html for one request: in its language, with the preloads and the bootstrap block in `<head>`. */
export function shellPage(html: string, locale: string, preloads: string[], bootstrap: unknown): string {
  const head = [
    ...preloads.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}" />`),
    `<script id="${BOOTSTRAP_DATA_ID}" type="application/json">${jsonForScript(bootstrap)}</script>`,
  ].join('');
  return html.replace(/<html lang="[A-Za-z-]*"/, `<html lang="${locale}"`).replace('</head>', `${head}</head>`);
}

/**
 * The address of the image the first screen marks as its largest (`fetchPriority="high"`: a course's
 * cover, the first card's), or null. Preloaded ahead of the scripts: on HTTP/1.1's six connections
 * an image the parser reaches after the script preloads waits for one of them, and a lazy image for
 * layout (ADR 062).
 */
export function leadImage(html: string): string | null {
  const img = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i.exec(html)?.[0];
  return img ? (/\ssrc="([^"]+)"/.exec(img)?.[1] ?? null) : null;
}

/**
 * Starts the shell's entry scripts (the `data-start` list, in order) once the first screen has been
 * painted: when the browser reports the first contentful paint (a `paint` entry, given once the frame
 * is on screen), or after 1 s should none come. At once where no paint is coming or none would be
 * reported: a tab opened in the background (it draws no frames), a browser without paint timing.
 * Preloaded in `<head>`, the scripts download beside the paint; only their running waits, so a phone
 * whose network outruns its processor shows the page before the scripts take the main thread
 * (ADR 065). Constant text: the page's policy allows it by its hash.
 */
export const ENTRY_STARTER =
  '(function(){var s=document.currentScript,d=0;function go(){if(d)return;d=1;' +
  "s.getAttribute('data-start').split(' ').forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.body.appendChild(e)})}" +
  "try{if(document.visibilityState!=='hidden'&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){" +
  "new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)}).observe({type:'paint',buffered:true});" +
  'setTimeout(go,1000);return}}catch(e){}go()})()';

/** `'sha256-…'`, the Content-Security-Policy source that allows ENTRY_STARTER and nothing else. */
export const ENTRY_STARTER_HASH = `'sha256-${createHash('sha256').update(ENTRY_STARTER).digest('base64')}'`;

/** index.html's deferred entry scripts, replaced by ENTRY_STARTER with their addresses. */
function startedAfterPaint(html: string): string {
  const scripts = entryScripts(html);
  if (scripts.length === 0) return html;
  const withoutEntries = html.replace(ENTRY_SCRIPT, '');
  const starter = `<script data-start="${escapeAttribute(scripts.join(' '))}">${ENTRY_STARTER}</script>`;
  return withoutEntries.replace('</body>', () => `${starter}</body>`);
}

/**
 * The page with the server's first screen in `#root`, the CSS of the shell's modules in `<head>` (the
 * rules that can match that screen, ADR 064),
 * the preload of its lead image (before the scripts') and the route's title, description and robots rule.
 */
export function withFirstScreen(html: string, page: RenderedPage, css: string): string {
  const image = leadImage(page.html);
  // React has escaped the address as an attribute already
  const imagePreload = image ? `<link rel="preload" as="image" href="${image}" fetchpriority="high" />` : '';
  const firstLink = html.indexOf('<link rel="preload"');
  const withImage = !imagePreload
    ? html
    : firstLink >= 0
      ? html.slice(0, firstLink) + imagePreload + html.slice(firstLink)
      : html.replace('</head>', `${imagePreload}</head>`);
  const filled = withImage
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace(
      /(<meta name="description" content=")[^"]*(")/,
      (_all, start: string, end: string) => `${start}${escapeAttribute(page.description)}${end}`,
    )
    .replace(
      '</head>',
      () => `${page.noindex ? '<meta name="robots" content="noindex, nofollow" />' : ''}<style>${usedCss(css, page.html)}</style></head>`,
    )
    .replace('<div id="root"></div>', () => `<div id="root" ${RENDERED_ATTRIBUTE}="">${page.html}</div>`);
  return startedAfterPaint(filled);
}
