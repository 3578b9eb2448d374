#!/usr/bin/env node
// Checks the driving-theory bank under content/autotest/ against the agreed format
// (docs/content-import.md, "Kind autotest"): bank.json fields and counts, the tickets, and every SVG
// (signs/*.svg, scenes/*.svg) — well-formed, self-contained, with a viewBox, role="img" and a <title>.
//
//   node scripts/check-autotest-content.cjs [content-dir]     (default: content/autotest)
//
// Prints one line per problem and exits with 1, or prints what the bank holds and exits with 0.
const fs = require('node:fs');
const path = require('node:path');

const MIN = { signs: 40, scenes: 20, questions: 150, tickets: 10 };
const QUESTIONS_PER_TICKET = 20;
const MIN_CATEGORIES_PER_TICKET = 6;
const MAX_SVG_BYTES = 64 * 1024;
const SIGN_AIM_BYTES = 3 * 1024;
const KEY = /^[a-z0-9-]{1,80}$/;
const GENERIC_FONTS = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);
const XML_ENTITIES = new Set(['lt', 'gt', 'amp', 'quot', 'apos']);

/** Problems of one SVG document's markup (empty when it is fine). */
function svgProblems(markup) {
  const problems = [];
  if (Buffer.byteLength(markup) > MAX_SVG_BYTES) problems.push(`larger than ${MAX_SVG_BYTES} bytes`);
  const text = markup.trim();
  if (!text.startsWith('<svg') || !text.endsWith('</svg>')) problems.push('must be one <svg>…</svg> element');
  if (/<!DOCTYPE|<!ENTITY|<\?/i.test(text)) problems.push('declarations (<!DOCTYPE>, <!ENTITY>, <?…?>) are not allowed');
  if (/<(script|foreignObject|iframe|embed|object)\b/i.test(text))
    problems.push('<script>, <foreignObject>, <iframe>, <embed>, <object> are not allowed');
  if (/\son[a-z]+\s*=/i.test(text)) problems.push('event attributes (on…=) are not allowed');
  if (/javascript:/i.test(text)) problems.push('javascript: is not allowed');
  if (/@import/i.test(text)) problems.push('@import is not allowed');
  for (const m of text.matchAll(/\b(?:xlink:)?href\s*=\s*"([^"]*)"/g)) {
    if (!m[1].startsWith('#')) problems.push(`href "${m[1]}" points outside the picture`);
  }
  for (const m of text.matchAll(/url\(([^)]*)\)/g)) {
    if (!m[1].trim().replace(/^['"]/, '').startsWith('#')) problems.push(`url(${m[1]}) points outside the picture`);
  }
  for (const m of text.matchAll(/&([a-zA-Z][a-zA-Z0-9]*);/g)) {
    if (!XML_ENTITIES.has(m[1])) problems.push(`entity &${m[1]}; is not allowed`);
  }
  for (const m of text.matchAll(/font-family\s*[=:]\s*"?([^";>]*)/g)) {
    const families = m[1].split(',').map((f) => f.trim().replace(/^['"]|['"]$/g, ''));
    const named = families.filter((f) => f && !GENERIC_FONTS.has(f));
    if (named.length) problems.push(`font-family may only name generic families, not ${named.join(', ')}`);
  }
  const open = text.match(/^<svg\b[^>]*>/);
  if (open) {
    if (!/\sviewBox="[-\d.\s]+"/.test(open[0])) problems.push('the <svg> element needs a viewBox');
    if (!/\srole="img"/.test(open[0])) problems.push('the <svg> element needs role="img"');
    if (!/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(open[0])) problems.push('the <svg> element needs xmlns');
  }
  const title = text.match(/^<svg\b[^>]*>\s*<title>([^<]*)<\/title>/);
  if (!title || !title[1].trim()) problems.push('a non-empty <title> must be the first child of <svg>');
  problems.push(...wellFormedProblems(text));
  return problems;
}

/** A small XML well-formedness check: balanced tags, quoted attributes, no stray "<" or "&". */
function wellFormedProblems(text) {
  const stack = [];
  const tag = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/g;
  let last = 0;
  let m;
  while ((m = tag.exec(text))) {
    const between = text.slice(last, m.index);
    if (between.includes('<')) return [`malformed markup near "${between.slice(between.indexOf('<'), between.indexOf('<') + 40)}"`];
    if (/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/.test(between)) return ['a bare "&" in text'];
    last = tag.lastIndex;
    if (m[0].startsWith('<!--')) continue;
    const [, closing, name, attrs, selfClosing] = m;
    const attrNames = [...attrs.matchAll(/([\w:.-]+)\s*=/g)].map((a) => a[1]);
    if (new Set(attrNames).size !== attrNames.length) return [`<${name}> repeats an attribute`];
    if (closing) {
      const top = stack.pop();
      if (top !== name) return [`</${name}> closes <${top ?? 'nothing'}>`];
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  const rest = text.slice(last);
  if (rest.trim()) return [`text after the root element: "${rest.trim().slice(0, 40)}"`];
  if (stack.length) return [`<${stack[stack.length - 1]}> is never closed`];
  return [];
}

function isNonEmptyString(v) {
  return typeof v === 'string' && v.trim() !== '' && v === v.trim();
}

function unknownFields(obj, allowed, where, problems) {
  for (const k of Object.keys(obj)) if (!allowed.includes(k)) problems.push(`${where}.${k}: unknown field`);
}

/** Problems of bank.json (parsed) against the format, given the folder the image paths are relative to. */
function bankProblems(bank, dir) {
  const problems = [];
  if (!bank || typeof bank !== 'object') return ['bank.json: not a JSON object'];
  unknownFields(bank, ['version', 'kind', 'categories', 'questions', 'tickets'], 'bank', problems);
  if (bank.version !== 1) problems.push('version: expected 1');
  if (bank.kind !== 'autotest') problems.push('kind: expected "autotest"');

  const slugs = new Set();
  (Array.isArray(bank.categories) ? bank.categories : []).forEach((c, i) => {
    const where = `categories[${i}]`;
    unknownFields(c, ['slug', 'name_uz', 'name_ru'], where, problems);
    if (typeof c.slug !== 'string' || !KEY.test(c.slug)) problems.push(`${where}.slug: only [a-z0-9-]`);
    else if (slugs.has(c.slug)) problems.push(`${where}.slug: "${c.slug}" repeats`);
    slugs.add(c.slug);
    for (const f of ['name_uz', 'name_ru']) if (!isNonEmptyString(c[f])) problems.push(`${where}.${f}: empty`);
  });
  if (!slugs.size) problems.push('categories: none');

  const keys = new Map();
  const questions = Array.isArray(bank.questions) ? bank.questions : [];
  if (!Array.isArray(bank.questions)) problems.push('questions: expected a list');
  questions.forEach((q, i) => {
    const where = `questions[${i}] ("${q.key}")`;
    unknownFields(q, ['key', 'category', 'image', 'rule', 'answer', 'uz', 'ru'], where, problems);
    if (typeof q.key !== 'string' || !KEY.test(q.key)) problems.push(`${where}.key: only [a-z0-9-], at most 80 characters`);
    else if (keys.has(q.key)) problems.push(`${where}.key: repeats questions[${keys.get(q.key)}]`);
    keys.set(q.key, i);
    if (!slugs.has(q.category)) problems.push(`${where}.category: no category "${q.category}"`);
    if (q.image !== null) {
      if (typeof q.image !== 'string' || q.image.startsWith('/') || q.image.split('/').includes('..') || !q.image.endsWith('.svg')) {
        problems.push(`${where}.image: null or a relative path to an .svg inside the content folder`);
      } else if (!fs.existsSync(path.join(dir, q.image))) {
        problems.push(`${where}.image: no file ${q.image}`);
      }
    }
    if (!isNonEmptyString(q.rule)) problems.push(`${where}.rule: empty`);
    const lengths = [];
    for (const lang of ['uz', 'ru']) {
      const t = q[lang];
      if (!t || typeof t !== 'object') {
        problems.push(`${where}.${lang}: missing`);
        continue;
      }
      unknownFields(t, ['text', 'options', 'explanation'], `${where}.${lang}`, problems);
      if (!isNonEmptyString(t.text)) problems.push(`${where}.${lang}.text: empty`);
      if (!isNonEmptyString(t.explanation)) problems.push(`${where}.${lang}.explanation: empty`);
      if (!Array.isArray(t.options) || t.options.length < 2 || t.options.length > 5) {
        problems.push(`${where}.${lang}.options: expected 2 to 5 options`);
        continue;
      }
      t.options.forEach((o, j) => {
        if (!isNonEmptyString(o)) problems.push(`${where}.${lang}.options[${j}]: empty`);
      });
      if (new Set(t.options).size !== t.options.length) problems.push(`${where}.${lang}.options: two options are the same`);
      lengths.push(t.options.length);
    }
    if (lengths.length === 2 && lengths[0] !== lengths[1]) problems.push(`${where}: uz has ${lengths[0]} options, ru has ${lengths[1]}`);
    if (!Number.isInteger(q.answer) || q.answer < 1 || q.answer > (lengths[0] ?? 0)) {
      problems.push(`${where}.answer: expected the 1-based number of the correct option (1..${lengths[0] ?? '?'})`);
    }
  });

  const tickets = Array.isArray(bank.tickets) ? bank.tickets : [];
  if (!Array.isArray(bank.tickets)) problems.push('tickets: expected a list');
  const category = new Map(questions.map((q) => [q.key, q.category]));
  tickets.forEach((t, i) => {
    const where = `tickets[${i}] (number ${t.number})`;
    unknownFields(t, ['number', 'premium', 'questions'], where, problems);
    if (t.number !== i + 1) problems.push(`${where}.number: expected ${i + 1} (numbers run 1..N in order)`);
    if (typeof t.premium !== 'boolean') problems.push(`${where}.premium: expected true or false`);
    const list = Array.isArray(t.questions) ? t.questions : [];
    if (list.length !== QUESTIONS_PER_TICKET)
      problems.push(`${where}.questions: expected ${QUESTIONS_PER_TICKET} keys, found ${list.length}`);
    if (new Set(list).size !== list.length) problems.push(`${where}.questions: a key repeats`);
    for (const k of list) if (!keys.has(k)) problems.push(`${where}.questions: no question "${k}"`);
    const cats = new Set(list.map((k) => category.get(k)).filter(Boolean));
    if (cats.size < MIN_CATEGORIES_PER_TICKET)
      problems.push(`${where}: mixes only ${cats.size} categories (at least ${MIN_CATEGORIES_PER_TICKET})`);
  });
  if (questions.length < MIN.questions) problems.push(`questions: ${questions.length}, expected at least ${MIN.questions}`);
  if (tickets.length < MIN.tickets) problems.push(`tickets: ${tickets.length}, expected at least ${MIN.tickets}`);
  return problems;
}

/** Every problem of a content folder (bank.json, signs/, scenes/), and a summary of what it holds. */
function checkFolder(dir) {
  const problems = [];
  const svgs = {};
  for (const sub of ['signs', 'scenes']) {
    const folder = path.join(dir, sub);
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.svg')) : [];
    svgs[sub] = files;
    for (const f of files) {
      const markup = fs.readFileSync(path.join(folder, f), 'utf8');
      for (const p of svgProblems(markup)) problems.push(`${sub}/${f}: ${p}`);
      if (sub === 'signs' && !/^\d+(\.\d+){1,2}\.svg$/.test(f))
        problems.push(`${sub}/${f}: name a sign by its number, e.g. 2.1.svg or 5.16.1.svg`);
      if (sub === 'scenes' && !/^[a-z0-9-]+\.svg$/.test(f)) problems.push(`${sub}/${f}: name a scene with [a-z0-9-]`);
    }
    if (files.length < MIN[sub]) problems.push(`${sub}/: ${files.length} drawings, expected at least ${MIN[sub]}`);
  }
  let bank = null;
  try {
    bank = JSON.parse(fs.readFileSync(path.join(dir, 'bank.json'), 'utf8'));
  } catch (e) {
    problems.push(`bank.json: ${e.message}`);
  }
  if (bank) problems.push(...bankProblems(bank, dir));
  const warnings = svgs.signs
    .filter((f) => fs.statSync(path.join(dir, 'signs', f)).size > SIGN_AIM_BYTES)
    .map((f) => `signs/${f}: larger than the ${SIGN_AIM_BYTES} bytes a sign should aim for`);
  return { problems, warnings, bank, svgs };
}

function summary({ bank, svgs }) {
  const qs = bank.questions;
  const perCategory = bank.categories.map((c) => `${c.slug} ${qs.filter((q) => q.category === c.slug).length}`).join(', ');
  const inTickets = new Set(bank.tickets.flatMap((t) => t.questions)).size;
  const premium = bank.tickets.filter((t) => t.premium).map((t) => t.number);
  const positions = [1, 2, 3, 4, 5].map((p) => qs.filter((q) => q.answer === p).length);
  return [
    `valid — ${svgs.signs.length} signs, ${svgs.scenes.length} scenes, ${qs.length} questions (${inTickets} in tickets), ${bank.tickets.length} tickets (premium: ${premium.join(', ') || 'none'})`,
    `per category: ${perCategory}`,
    `correct option at position 1..5: ${positions.join(' / ')}`,
  ].join('\n');
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] || path.join(__dirname, '..', 'content', 'autotest'));
  const result = checkFolder(dir);
  for (const w of result.warnings) console.warn(`warning: ${w}`);
  if (result.problems.length) {
    for (const p of result.problems) console.error(p);
    console.error(`${result.problems.length} problem(s) in ${dir}`);
    process.exit(1);
  }
  console.log(summary(result));
}

module.exports = { svgProblems, bankProblems, checkFolder };
