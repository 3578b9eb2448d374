// Inline SVG pictures of questions, options and course covers: what the content import accepts
// (docs/content-import.md "Rules"). One `<svg>` element, nothing that runs, nothing that reaches
// outside the picture.

/** Largest inline SVG, in bytes of UTF-8. */
export const MAX_SVG_BYTES = 64 * 1024;

/** Elements that run code or embed other documents. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** `<name attr="…" …>` or `</name>`, read from a given position (sticky). */
const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>"'<]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=/>"'<]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Decodes XML character references; a bare `&` or an unknown named entity (an SVG file has no DTD) is an error. */
function decodeEntities(value: string): { text: string } | { problem: string } {
  const bare = /&(?!#x[0-9a-fA-F]+;|#\d+;|[A-Za-z][\w.-]*;)/.exec(value);
  if (bare) return { problem: `bare & in "${value.slice(Math.max(0, bare.index - 10), bare.index + 10)}" (write &amp;)` };
  let problem: string | null = null;
  const text = value.replace(/&(#x[0-9a-fA-F]+|#\d+|[A-Za-z][\w.-]*);/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      if (!(code > 0 && code <= 0x10ffff)) {
        problem ??= `invalid character reference ${whole}`;
        return '';
      }
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body];
    if (named === undefined) {
      problem ??= `unknown entity ${whole} (write the character itself or a numeric reference such as &#160;)`;
      return '';
    }
    return named;
  });
  return problem ? { problem } : { text };
}

/** Every `url(…)` must point inside the picture (`url(#id)`). */
function urlProblem(value: string): string | null {
  for (const match of value.matchAll(/url\(\s*(['"]?)\s*([^'")]*)/gi)) {
    if (!match[2].startsWith('#')) return `external reference url(${match[2]}) (only url(#id) is allowed)`;
  }
  return null;
}

/** CSS of a `style` attribute or element: no imports, escapes (which could spell url) or external urls. */
function cssProblem(css: string): string | null {
  if (css.includes('\\')) return 'CSS escapes (\\) are not allowed in styles';
  if (/@import/i.test(css)) return '@import is not allowed in styles';
  if (/(image-set|expression)\s*\(/i.test(css)) return 'image-set() and expression() are not allowed in styles';
  return urlProblem(css);
}

function attributeProblem(element: string, name: string, value: string): string | null {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return `event handler attribute ${name} on <${element}> is not allowed`;
  // browsers ignore spaces and control characters inside a URL scheme (`java\tscript:`)
  const compact = [...value]
    .filter((c) => c > ' ')
    .join('')
    .toLowerCase();
  if (compact.includes('javascript:')) return `javascript: in attribute ${name} of <${element}> is not allowed`;
  if ((lower === 'href' || lower.endsWith(':href')) && !value.trim().startsWith('#')) {
    return `external reference ${name}="${value.slice(0, 60)}" on <${element}> (only "#id" is allowed)`;
  }
  if (lower === 'attributename' && (compact === 'href' || compact.endsWith(':href') || compact.startsWith('on'))) {
    return `animating ${value} is not allowed`;
  }
  return lower === 'style' ? cssProblem(value) : urlProblem(value);
}

/**
 * Why an inline picture is refused, or null when it is fine: it must be a single `<svg …>…</svg>`
 * element of at most 64 KB, without scripts, event handlers, `<foreignObject>`, declarations
 * (`<!DOCTYPE>`, `<!ENTITY>`, `<?…?>`) or references to anything outside itself.
 */
export function svgProblem(svg: string): string | null {
  // UTF-8 bytes counted with TextEncoder, not Node's Buffer: the studio's form runs this rule in the browser
  if (new TextEncoder().encode(svg).length > MAX_SVG_BYTES) return `SVG is larger than ${MAX_SVG_BYTES / 1024} KB`;
  const source = svg.trim();
  if (!/^<svg[\s/>]/.test(source)) return 'expected one <svg …>…</svg> element (the markup must start with <svg)';
  const stack: string[] = [];
  let rootClosed = false;
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const text = source.slice(i, lt === -1 ? source.length : lt);
    if (text.trim()) {
      if (stack.length === 0) return 'expected one <svg …>…</svg> element (text outside it)';
      const decoded = decodeEntities(text);
      if ('problem' in decoded) return decoded.problem;
      if (stack[stack.length - 1].toLowerCase() === 'style') {
        const problem = cssProblem(decoded.text);
        if (problem) return problem;
      }
    }
    if (lt === -1) break;
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      if (end === -1) return 'unclosed comment';
      i = end + 3;
      continue;
    }
    if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      if (end === -1) return 'unclosed CDATA section';
      if (stack.length === 0) return 'expected one <svg …>…</svg> element (CDATA outside it)';
      if (stack[stack.length - 1].toLowerCase() === 'style') {
        const problem = cssProblem(source.slice(lt + 9, end));
        if (problem) return problem;
      }
      i = end + 3;
      continue;
    }
    if (source[lt + 1] === '!' || source[lt + 1] === '?') return 'declarations (<!DOCTYPE>, <!ENTITY>, <?…?>) are not allowed';
    TAG.lastIndex = lt;
    const tag = TAG.exec(source);
    if (!tag) return `malformed tag at character ${lt + 1}: ${source.slice(lt, lt + 30)}`;
    const [, closing, name, attributes, selfClosing] = tag;
    if (rootClosed) return 'expected one <svg …>…</svg> element (more markup after </svg>)';
    if (closing) {
      if (attributes.trim() || selfClosing) return `malformed closing tag </${name}>`;
      const open = stack.pop();
      if (open !== name) return open ? `</${name}> closes <${open}>` : `</${name}> closes nothing`;
      if (stack.length === 0) rootClosed = true;
    } else {
      if (FORBIDDEN_ELEMENTS.has(name.toLowerCase().replace(/^.*:/, ''))) return `<${name}> is not allowed`;
      for (const attribute of attributes.matchAll(ATTRIBUTE)) {
        const raw = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
        const decoded = decodeEntities(raw);
        if ('problem' in decoded) return decoded.problem;
        const problem = attributeProblem(name, attribute[1], decoded.text);
        if (problem) return problem;
      }
      if (selfClosing) {
        if (stack.length === 0) rootClosed = true;
      } else stack.push(name);
    }
    i = TAG.lastIndex;
  }
  if (stack.length) return `<${stack[stack.length - 1]}> is not closed`;
  return null;
}
