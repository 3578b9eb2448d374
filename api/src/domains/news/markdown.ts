// News Markdown → HTML with no way for a script to reach the page: markdown-it with raw HTML off
// (tags in the text are escaped), its link check (javascript:, vbscript:, file: and non-image data:
// URLs are not made links) narrowed further to http(s), mailto, tel and site paths, and every
// outside link opened with rel="noopener noreferrer".
import MarkdownIt from 'markdown-it';

const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });
const defaultValidate = md.validateLink.bind(md);
md.validateLink = (url: string) => defaultValidate(url) && SAFE_URL.test(url.trim());
// no images in articles: an image is shown as its alt text
md.disable(['image']);

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = tokens[idx].attrGet('href') ?? '';
  if (/^https?:/i.test(href)) {
    tokens[idx].attrSet('rel', 'noopener noreferrer');
    tokens[idx].attrSet('target', '_blank');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Safe HTML of an article's Markdown body. */
export function renderMarkdown(body: string): string {
  return md.render(body);
}
