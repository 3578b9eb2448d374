// Formulas in content (issue 30, ADR 041): question texts, options and explanations may hold TeX
// between `$…$`. <MathText> shows such a text with each formula as MathML (temml), everything else as
// React text (escaped). temml is its own chunk, loaded only when a text holds a formula: the shell and
// every page without formulas never download it. Served as `@platform/shared/math`.
import { Suspense, use, useId } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import styles from './math.module.css';

/** One piece of a content text: plain text, or a formula (`tex` without its `$` delimiters). */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'tex'; tex: string };

/** The index of the `$` that closes a formula opened before `from` (a `\$` inside is TeX's dollar), or -1. */
function closingDollar(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '$') return i;
  }
  return -1;
}

/**
 * Splits a text at its `$…$` pairs. `\$` outside a formula is a literal dollar sign (a spreadsheet's
 * absolute reference, `\$A\$1`); a `$` without a partner, and an empty pair `$$`, stay text; a formula
 * is never empty.
 */
export function splitTex(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    if (text[i] === '$') {
      const end = closingDollar(text, i + 1);
      if (end > i + 1) {
        if (plain) pieces.push({ kind: 'text', text: plain });
        plain = '';
        pieces.push({ kind: 'tex', tex: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    plain += text[i];
    i++;
  }
  if (plain) pieces.push({ kind: 'text', text: plain });
  return pieces;
}

/** Whether a text holds at least one formula (a text without one renders as plain text, as before). */
export function hasFormula(text: string): boolean {
  return text.includes('$') && splitTex(text).some((piece) => piece.kind === 'tex');
}

/** TeX → a MathML string, or null when the TeX does not parse (the source is shown then). */
type Renderer = (tex: string) => string | null;

let renderer: Renderer | null = null;
let loading: Promise<Renderer | null> | null = null;
const rendered = new Map<string, string | null>();

/**
 * Loads temml once (a separate chunk). Resolves to null when the chunk cannot be loaded: the
 * formulas then stay as their source text rather than breaking the page.
 */
export function loadMath(): Promise<Renderer | null> {
  loading ??= import(/* webpackChunkName: "temml" */ 'temml').then(
    (module) => {
      const temml = module.default ?? module;
      renderer = (tex) => {
        const known = rendered.get(tex);
        if (known !== undefined) return known;
        let html: string | null;
        try {
          // no \href, \url, \html…: content cannot add links, classes or styles (trust: false)
          html = temml.renderToString(tex, { throwOnError: true, trust: false, maxExpand: 500 });
        } catch {
          html = null;
        }
        rendered.set(tex, html);
        return html;
      };
      return renderer;
    },
    () => null,
  );
  return loading;
}

/**
 * A formula wider than its line scrolls sideways: then (and only then) it takes the keyboard focus, so
 * that it can be scrolled without a mouse (WCAG 2.1.1; axe's scrollable-region-focusable). A formula
 * taller than its padded box (nested fractions) is a scrollable region too (its `overflow-y: hidden`
 * box can be scrolled by script): focusable as well. A formula is rendered focusable (so the server's
 * markup is, until it hydrates: temml may still be loading then, seen as an axe failure on a loaded
 * machine) and loses the tab stop here when it does not scroll (by more than a rounding pixel); without
 * it, its box does not scroll either (math.module.css). Re-checked whenever the span (its line
 * changed) or the <math> inside it (a late font widened it) changes size: a ResizeObserver reports
 * both (<math> is laid out as an atomic box, measured in Chromium).
 */
function focusableWhenScrolling(span: HTMLSpanElement | null) {
  if (!span) return;
  const update = () => {
    if (span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1) span.tabIndex = 0;
    else span.removeAttribute('tabindex');
  };
  update();
  // (absent in jsdom)
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(update);
  observer.observe(span);
  if (span.firstElementChild) observer.observe(span.firstElementChild);
  return () => observer.disconnect();
}

function Formula({ tex, render }: { tex: string; render: Renderer | null }) {
  const html = render?.(tex) ?? null;
  // temml's MathML (it escapes every character of the TeX it puts into the markup)
  // focusable as rendered (the server's page, before its Suspense boundary hydrates, may already
  // scroll); the ref leaves the tab stop only on a formula that scrolls
  if (html !== null)
    return <span ref={focusableWhenScrolling} tabIndex={0} className={styles.formula} dangerouslySetInnerHTML={{ __html: html }} />;
  return <>{`$${tex}$`}</>;
}

function Pieces({ pieces, render }: { pieces: TextPiece[]; render: Renderer | null }) {
  return <>{pieces.map((piece, i) => (piece.kind === 'text' ? piece.text : <Formula key={i} tex={piece.tex} render={render} />))}</>;
}

/** Waits for temml (suspends): on the server the render waits; while hydrating, the server's MathML stays. */
function Loaded({ pieces }: { pieces: TextPiece[] }) {
  const render = renderer ?? use(loadMath());
  return <Pieces pieces={pieces} render={render} />;
}

/**
 * A content text (question, option, explanation) with its `$…$` formulas typeset as MathML. A text
 * without a formula is returned as it is (a plain text node, exactly as before); text around the
 * formulas is React text, so nothing in the content becomes markup; TeX that does not parse is shown
 * as its source, `$` included. Until temml has loaded (first formula of the visit), the source shows.
 */
export function MathText({ text }: { text: string }) {
  if (!text.includes('$')) return <>{text}</>;
  const pieces = splitTex(text);
  // no formula, maybe an escaped dollar: plain text, temml not loaded
  if (!pieces.some((piece) => piece.kind === 'tex'))
    return <>{pieces.map((piece) => (piece.kind === 'text' ? piece.text : '')).join('')}</>;
  // always the same boundary, loaded or not: the browser hydrates what the server rendered with it.
  // Until temml is in, the source is marked pending: the page is not in its final layout yet (the
  // formulas replace it in a later commit); checks of the page as drawn wait for none to be left (the
  // e2e suite's axe helper)
  return (
    <Suspense fallback={<span data-math-pending="">{text}</span>}>
      <Loaded pieces={pieces} />
    </Suspense>
  );
}

/**
 * Why the right answer is right (issue 30): a labelled region ("Izoh" / "Пояснение", the shared
 * `common` strings) with the explanation's text, formulas typeset. Shown only where the answer is
 * already revealed (topic-test feedback, reviews after finish); the caller decides that.
 */
export function Explanation({ text, level = 3, testId = 'explanation' }: { text: string; level?: 3 | 4; testId?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <section className={styles.explanation} aria-labelledby={id} data-testid={testId}>
      <Heading id={id} className={styles.title}>
        {t('explanation')}
      </Heading>
      <p className={styles.text}>
        <MathText text={text} />
      </p>
    </section>
  );
}
