// The stylesheet a rendered first screen needs (ADR 064): of the CSS of the page's modules, the
// rules that can match the server's markup. A rule whose selectors each name a class the markup does
// not carry cannot style anything before the browser takes over, and once it has, every module's CSS
// comes with its script (style-loader). /kurslar inlined 31 KB of CSS (6.5 KB Brotli) for its cards;
// the page's HTML is what a phone waits for before its first paint.
import postcss, { type ChildNode, type Root } from 'postcss';

/** A top-level node of the stylesheet, kept or dropped as a whole, or an at-rule whose rules are filtered. */
type Part =
  { kind: 'always'; text: string } | { kind: 'rule'; text: string; needs: string[][] } | { kind: 'group'; open: string; parts: Part[] };

/** Class names a selector requires: those outside any `(...)` (`:not(.a)` matches without `.a`). */
function requiredClasses(selector: string): string[] {
  let flat = selector.replace(/"[^"]*"|'[^']*'/g, '');
  // innermost parentheses first, until none is left (`:not(:is(.a))`)
  for (let previous = ''; previous !== flat;) {
    previous = flat;
    flat = flat.replace(/\([^()]*\)/g, '');
  }
  return [...flat.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string);
}

function partOf(node: ChildNode): Part | null {
  if (node.type === 'comment') return null;
  if (node.type === 'rule') {
    const needs = node.selectors.map(requiredClasses);
    // a selector without a class (`html`, `:root`, `[hidden]`) can match anything, and one with an
    // escape (`.a\:b`) is not read here: kept
    const always = needs.some((classes) => classes.length === 0) || node.selector.includes('\\');
    return always ? { kind: 'always', text: node.toString() } : { kind: 'rule', text: node.toString(), needs };
  }
  if (node.type === 'atrule' && node.nodes && ['media', 'supports', 'layer', 'container'].includes(node.name)) {
    const parts = node.nodes.map(partOf).filter((p): p is Part => p !== null);
    return { kind: 'group', open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}`, parts };
  }
  // @keyframes, @font-face, @property, @import, declarations at the top: kept as they are
  return { kind: 'always', text: node.toString() };
}

/** Parsed stylesheets by their text: a page's CSS is one of a few strings (the shell's and a route's). */
const parsed = new Map<string, Part[]>();
const PARSED_MAX = 64;

function partsOf(css: string): Part[] | null {
  let parts = parsed.get(css);
  if (parts) return parts;
  let root: Root;
  try {
    root = postcss.parse(css);
  } catch {
    return null;
  }
  parts = root.nodes.map(partOf).filter((p): p is Part => p !== null);
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value!);
  parsed.set(css, parts);
  return parts;
}

/** The class names of the markup's `class` attributes. */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (match[1] as string).split(/\s+/)) if (name) classes.add(name);
  return classes;
}

function kept(parts: Part[], classes: Set<string>): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'always') out += part.text;
    else if (part.kind === 'rule') {
      if (part.needs.some((names) => names.every((name) => classes.has(name)))) out += part.text;
    } else {
      const inner = kept(part.parts, classes);
      if (inner) out += `${part.open}{${inner}}`;
    }
  }
  return out;
}

/**
 * The rules of `css` that can match `html`: every rule without a class in one of its selectors, and
 * every rule with a selector all of whose required classes the markup carries; at-rules that group
 * rules keep those of their rules that stay. CSS that does not parse is returned whole.
 */
export function usedCss(css: string, html: string): string {
  const parts = partsOf(css);
  return parts ? kept(parts, markupClasses(html)) : css;
}
