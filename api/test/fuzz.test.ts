// Generated bad input on every operation of the OpenAPI document the api serves (issue 5, part 1).
//
// Everything is derived from GET /api/docs/json: the operations, their path and query parameters and
// their request bodies (JSON and multipart). A route added later is covered without editing this file.
// For each operation and each kind of bad input, fast-check generates requests from a baseline (a
// request built from the documented schemas) with one thing broken, and sends each one twice: as a
// guest and with a signed-in session (a learner who is also a studio admin, so that the studio's
// routes are reached past their guard). Properties of every answer:
//   - never a 5xx; the status is one of 200/400/401/403/404/409/413/415/429;
//   - the status the case calls for (see `Expect`): input the document forbids is a 400 naming the
//     field; malformed JSON/multipart, wrong content types, bad URLs and huge bodies have their own
//     status and code; ignored extras change nothing in the answer; only documented-valid input
//     may be accepted (200);
//   - an error is JSON {message, code[, field]} without a stack trace or SQL;
//   - a rejected request, and any GET, changes nothing in the database (a digest of every table,
//     re-hashing only the tables a statement wrote to: see db-digest.ts) —
//     except an accepted GET that starts or finishes a topic-test ticket (WRITING_GETS).
//
// Replay: the seed is printed; FC_SEED=<seed> replays a run, FC_RUNS=<n> sets the cases per operation
// (default 25), FC_ONLY=<regex> narrows to matching "METHOD /path kind" names, and FC_PATH=<path> from
// a failure report (with FC_SEED and an FC_ONLY naming that operation and kind) replays one case.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { BLOCKED_CODES, blockedBodySchema } from '@platform/shared/topic-tests';
import { watchTables, type TableDigest } from './db-digest';
import { grantRole } from '../src/domains/studio/service-roles';
import { HIGH_LIMITS, XRW, createTestApp, registeredUser, type TestContext } from './helpers';

const RUNS = Math.max(1, Number(process.env.FC_RUNS ?? 25));
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
const ONLY = process.env.FC_ONLY ? new RegExp(process.env.FC_ONLY) : null;
/** The `path` of a failure report, to replay exactly that case (with FC_SEED and an FC_ONLY naming one kind). */
const PATH = process.env.FC_PATH;

/** The secret of the Telegram webhook in this app; the webhook is tested past its secret check. */
const TELEGRAM_SECRET = 'fuzz-webhook-secret';
/**
 * Headers an operation needs that the OpenAPI document does not describe as parameters. Without the
 * secret the webhook answers 401 to every body (the auth matrix checks that), so nothing would reach
 * its body validation.
 */
const EXTRA_HEADERS: Record<string, Record<string, string>> = {
  'POST /api/telegram/webhook': { 'x-telegram-bot-api-secret-token': TELEGRAM_SECRET },
};

/**
 * Tables a rejected request may change, per operation and answer code. Every other table must be
 * identical after every rejected request and after every GET. Accepted writes are not compared, so
 * sms_outbox and otp_challenge (send-sms answered 200) and user_session (a sign-in answered 200, or a
 * logout) need no exclusion.
 */
const VOLATILE: { op: RegExp; codes: string[]; tables: string[] }[] = [
  // A wrong code is counted against the challenge (five tries, then locked) before it is refused:
  // that write is the protection against guessing, not a side effect of bad input.
  // The account-deletion code is the same challenge (ADR 033): met once a delete-sms was answered 200.
  {
    op: /^POST \/api\/(auth\/verify-sms|checksms|profile\/delete)$/,
    codes: ['OTP_WRONG', 'OTP_LOCKED', 'OTP_EXPIRED'],
    tables: ['otp_challenge'],
  },
];

/** 409: a valid request that conflicts with what is stored (a changed answer, a second rating). */
const ALLOWED = new Set([200, 400, 401, 403, 404, 409, 413, 415, 429]);
/**
 * GETs whose accepted answer writes, as the spec makes them: GET /themed-order starts (or resumes) a
 * ticket, GET /check-test finishes one. Refused, they change nothing like every other request.
 */
const WRITING_GETS = new Set(['GET /api/themed-order', 'GET /api/check-test']);
/** Codes of transport-level failures: never the answer to a well-formed request. */
const TRANSPORT_CODES = new Set(['INVALID_JSON', 'INVALID_MULTIPART', 'BAD_URL', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE']);
const LEAK =
  /\n\s+at |node_modules|\.[cm]?[jt]s:\d+|Failed query|\bselect\b[^]*\bfrom\b|\binsert into\b|\bdelete from\b|syntax error|violates|SQLSTATE|drizzle|pglite/i;
/** Busboy's per-field limit in app.ts: a longer multipart field arrives cut to this many bytes. */
const MULTIPART_FIELD_BYTES = 4096;
const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

// ── the OpenAPI document ──────────────────────────────────────────────────────────────────────

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  default?: unknown;
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface OpenApi {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> } }>
  >;
}

interface Op {
  id: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** Header and cookie parameters: none so far, and the suite does not generate them. */
  other: Parameter[];
  body: { required: boolean; json?: Schema; multipart?: Schema; types: string[] } | null;
}

function operationsOf(doc: OpenApi): Op[] {
  const ops: Op[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const types = Object.keys(content);
      ops.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        other: params.filter((p) => p.in !== 'path' && p.in !== 'query'),
        body: op.requestBody
          ? {
              required: op.requestBody.required ?? false,
              json: content['application/json']?.schema,
              multipart: content['multipart/form-data']?.schema,
              types,
            }
          : null,
      });
    }
  }
  return ops;
}

// ── what the document allows ──────────────────────────────────────────────────────────────────
// 'unknown' where the document cannot tell: a string with spaces around it (the api may trim), a
// number sent as another JSON type (the api may coerce, as Fastify's ajv coerceTypes does), a value
// the server decodes in a way the client cannot know. Unknown counts as valid: it may be accepted.

type Verdict = 'valid' | 'invalid' | 'unknown';
const all = (vs: Verdict[]): Verdict => (vs.includes('invalid') ? 'invalid' : vs.includes('unknown') ? 'unknown' : 'valid');
const any = (vs: Verdict[]): Verdict => (vs.includes('valid') ? 'valid' : vs.includes('unknown') ? 'unknown' : 'invalid');
/** One of several values reaches the server: certain only when they agree. */
const oneOfThem = (vs: Verdict[]): Verdict =>
  vs.every((v) => v === 'invalid') ? 'invalid' : vs.every((v) => v === 'valid') ? 'valid' : 'unknown';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** The api's rule for all text (src/validation.ts): no NUL, no lone surrogates. */
const badText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

function textRules(s: Schema, v: string): Verdict {
  if (s.minLength !== undefined && v.length < s.minLength) return 'invalid';
  if (s.maxLength !== undefined && v.length > s.maxLength) return 'invalid';
  if (s.pattern !== undefined && !new RegExp(s.pattern).test(v)) return 'invalid';
  return s.format ? 'unknown' : 'valid';
}

function checkNumber(s: Schema, n: number, type: string): Verdict {
  if (!Number.isFinite(n) || (type === 'integer' && !Number.isInteger(n))) return 'invalid';
  if (s.minimum !== undefined && n < s.minimum) return 'invalid';
  if (s.maximum !== undefined && n > s.maximum) return 'invalid';
  if (typeof s.exclusiveMinimum === 'number' && n <= s.exclusiveMinimum) return 'invalid';
  if (typeof s.exclusiveMaximum === 'number' && n >= s.exclusiveMaximum) return 'invalid';
  if (s.exclusiveMinimum === true && s.minimum !== undefined && n <= s.minimum) return 'invalid';
  if (s.exclusiveMaximum === true && s.maximum !== undefined && n >= s.maximum) return 'invalid';
  return 'valid';
}

type Mode = 'json' | 'text';

function checkType(type: string, s: Schema, v: unknown, mode: Mode): Verdict {
  switch (type) {
    case 'string': {
      if (typeof v !== 'string') return 'invalid';
      if (badText(v)) return 'invalid';
      const plain = textRules(s, v);
      return v.trim() !== v && textRules(s, v.trim()) !== plain ? 'unknown' : plain;
    }
    case 'integer':
    case 'number': {
      if (typeof v === 'number') return checkNumber(s, v, type);
      // query, path and multipart values are text: a number is Number(text) on the server
      if (mode === 'text') return typeof v === 'string' ? checkNumber(s, Number(v), type) : 'invalid';
      if (v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v))) return 'invalid';
      return checkNumber(s, Number(v), type) === 'valid' ? 'unknown' : 'invalid';
    }
    case 'boolean':
      if (typeof v === 'boolean') return 'valid';
      if (mode === 'text') return v === 'true' || v === 'false' ? 'valid' : v === '0' || v === '1' ? 'unknown' : 'invalid';
      return ['true', 'false', 0, 1].includes(v as never) ? 'unknown' : 'invalid';
    case 'array': {
      if (!Array.isArray(v)) return mode === 'text' ? 'unknown' : 'invalid';
      if (s.minItems !== undefined && v.length < s.minItems) return 'invalid';
      if (s.maxItems !== undefined && v.length > s.maxItems) return 'invalid';
      return all(v.map((item) => (s.items ? check(s.items, item, mode) : 'valid')));
    }
    case 'object': {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'invalid';
      const value = v as Record<string, unknown>;
      const props = s.properties ?? {};
      const verdicts: Verdict[] = (s.required ?? []).map((k) => (value[k] === undefined ? 'invalid' : 'valid'));
      for (const [k, item] of Object.entries(value)) {
        if (item === undefined) continue;
        if (props[k]) verdicts.push(check(props[k], item, mode));
        else if (s.additionalProperties === false) verdicts.push('invalid');
        else if (typeof s.additionalProperties === 'object') verdicts.push(check(s.additionalProperties, item, mode));
      }
      return all(verdicts);
    }
    case 'null':
      return v === null ? 'valid' : 'invalid';
    default:
      return 'unknown';
  }
}

/** Whether a value satisfies a schema of the document (JSON values, or text as sent in a URL or form). */
function check(s: Schema, v: unknown, mode: Mode): Verdict {
  if (v instanceof Candidates) return oneOfThem(v.values.map((x) => check(s, x, mode)));
  if (s.anyOf || s.oneOf) return any((s.anyOf ?? s.oneOf ?? []).map((x) => check(x, v, mode)));
  if (s.allOf) return all(s.allOf.map((x) => check(x, v, mode)));
  if (v === null && s.nullable) return 'valid';
  if (s.enum) return s.enum.some((e) => e === v || (mode === 'text' && String(e) === v)) ? 'valid' : 'invalid';
  if (s.const !== undefined) return s.const === v || (mode === 'text' && String(s.const) === v) ? 'valid' : 'invalid';
  const types = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  if (!types.length) return 'valid';
  return any(types.map((t) => checkType(t, s, v, mode)));
}

/** Several values the server may see for one input (a bad %-escape it may keep or replace). */
class Candidates {
  constructor(readonly values: string[]) {}
}

// ── baseline values from the schemas ──────────────────────────────────────────────────────────

function sampleString(s: Schema): string {
  const ok = (v: string) => (s.minLength ?? 0) <= v.length && v.length <= (s.maxLength ?? Infinity);
  if (s.pattern) {
    const found = fc.sample(fc.stringMatching(new RegExp(s.pattern)), { seed: 1, numRuns: 50 }).find(ok);
    if (found !== undefined) return found;
  }
  return 'a'.repeat(Math.min(Math.max(1, s.minLength ?? 1), s.maxLength ?? Infinity));
}

function sampleNumber(s: Schema): number {
  let lo = s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -Infinity);
  if (s.exclusiveMinimum === true) lo += 1;
  const hi = s.maximum ?? (typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : Infinity);
  return Math.min(Math.max(1, Math.ceil(lo)), hi);
}

/** A value of the schema, as plain as possible: required properties only, or all of them (`full`). */
function sample(s: Schema, full = false): unknown {
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  if (s.const !== undefined) return s.const;
  if (s.anyOf?.length || s.oneOf?.length) return sample((s.anyOf ?? s.oneOf ?? [])[0], full);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return sampleNumber(s);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => (s.items ? sample(s.items, full) : 1));
    case 'object': {
      const keys = full ? Object.keys(s.properties ?? {}) : (s.required ?? []);
      return Object.fromEntries(keys.map((k) => [k, sample(s.properties?.[k] ?? {}, full)]));
    }
    default:
      return 'a';
  }
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

// ── requests: a model, then the wire form ─────────────────────────────────────────────────────

/** A query or path value: text (percent-encoded as UTF-8), repeated texts, or a raw wire form. */
type TextVal = { text: string } | { texts: string[] } | { raw: string };
type Body =
  | { type: 'none' }
  | { type: 'json'; value: unknown; wire?: string | Buffer }
  | { type: 'multipart'; fields: [string, string | Buffer][] }
  | { type: 'raw'; contentType?: string; payload: string | Buffer };

type Expect =
  | { type: 'exact'; status: number; codes: string[] }
  /** 400 VALIDATION_ERROR naming the field: the document forbids the input. */
  | { type: 'invalid' }
  /** Documented-valid input: accepted, or refused for a reason the document cannot state (or `allow`). */
  | { type: 'valid'; allow?: string[] }
  /** Only ignored extras were added: the very answer of the baseline request. */
  | { type: 'baseline' };

interface Model {
  kind: Kind;
  note: string;
  path: Record<string, TextVal>;
  query: Record<string, TextVal>;
  extra: [string, TextVal][];
  body: Body;
  /** Decided by the kind (transport-level failures), else derived from the schemas. */
  expect?: Expect;
  ignored?: boolean;
  /** Started from the baseline with every optional parameter and field. */
  full?: boolean;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as any client would send it). */
function pct(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += UNRESERVED.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

/** What a server may make of a raw %-escaped value: decoded, or kept as is when it does not decode. */
function seenRaw(raw: string): string | Candidates {
  try {
    return decodeURIComponent(raw);
  } catch {
    const bytes: number[] = [];
    for (let i = 0; i < raw.length; i++) {
      const hex = raw[i] === '%' ? raw.slice(i + 1, i + 3) : '';
      if (/^[0-9a-fA-F]{2}$/.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(raw[i], 'utf8'));
    }
    return new Candidates([raw, Buffer.from(bytes).toString('utf8')]);
  }
}

function wireOf(v: TextVal): string[] {
  if ('raw' in v) return [v.raw];
  if ('texts' in v) return v.texts.map(pct);
  return [pct(v.text)];
}
function seenOf(v: TextVal): string | string[] | Candidates {
  if ('raw' in v) return seenRaw(v.raw);
  if ('texts' in v) return v.texts.map(utf8);
  return utf8(v.text);
}

function multipartPayload(fields: [string, string | Buffer][]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** Multipart fields as the server sees them: repeated names become arrays, long values are cut. */
function seenFields(fields: [string, string | Buffer][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of fields) {
    const bytes = Buffer.from(value);
    const text = bytes.toString('utf8');
    const seen =
      bytes.length > MULTIPART_FIELD_BYTES ? new Candidates([text, bytes.subarray(0, MULTIPART_FIELD_BYTES).toString('utf8')]) : text;
    const prev = out[name];
    out[name] = prev === undefined ? seen : Array.isArray(prev) ? [...prev, text] : [String(prev), text];
  }
  return out;
}

interface Wire {
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

function render(op: Op, m: Model): Wire {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => wireOf(m.path[name] ?? { text: '' })[0]);
  const pairs: string[] = [];
  for (const [name, v] of Object.entries(m.query)) for (const w of wireOf(v)) pairs.push(`${pct(name)}=${w}`);
  for (const [name, v] of m.extra) for (const w of wireOf(v)) pairs.push(`${pct(name)}=${w}`);
  const url = pairs.length ? `${path}?${pairs.join('&')}` : path;
  switch (m.body.type) {
    case 'none':
      return { url };
    case 'json':
      return { url, contentType: 'application/json', payload: m.body.wire ?? JSON.stringify(m.body.value) };
    case 'multipart':
      return { url, contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: multipartPayload(m.body.fields) };
    case 'raw':
      return { url, contentType: m.body.contentType, payload: m.body.payload };
  }
}

function templateMatches(template: string, pathname: string): boolean {
  const t = template.split('/');
  const p = pathname.split('/');
  return t.length === p.length && t.every((seg, i) => seg.startsWith('{') || seg === p[i]);
}

/** What the answer must be, from the schemas (unless the kind decided it). */
function expectationOf(op: Op, m: Model, ops: Op[]): Expect {
  if (m.expect) return m.expect;
  const verdicts: Verdict[] = [];
  if (op.pathParams.length) {
    // the router sees the path as the URL parser normalises it ('..' segments, '\' as '/')
    const pathname = new URL(render(op, m).url, 'http://localhost').pathname;
    const segments = pathname.split('/');
    const decoded: string[] = [];
    for (const segment of segments) {
      try {
        decoded.push(decodeURIComponent(segment));
      } catch {
        return { type: 'exact', status: 400, codes: ['BAD_URL'] };
      }
    }
    if (!templateMatches(op.path, pathname)) {
      const other = ops.some((o) => o !== op && o.method === op.method && templateMatches(o.path, pathname));
      return other ? { type: 'valid' } : { type: 'exact', status: 404, codes: ['NOT_FOUND'] };
    }
    const template = op.path.split('/');
    for (const param of op.pathParams) {
      const i = template.indexOf(`{${param.name}}`);
      // the router refuses a parameter over 200 characters (maxParamLength), measured half-decoded
      if (decoded[i].length > 200) return { type: 'exact', status: 400, codes: ['BAD_URL'] };
      const verdict = check(param.schema ?? {}, decoded[i], 'text');
      if (segments[i].length > 200) {
        // longer than that only while %-escaped: whether the router counts it as too long is its business
        return verdict === 'invalid'
          ? { type: 'exact', status: 400, codes: ['BAD_URL', 'VALIDATION_ERROR'] }
          : { type: 'valid', allow: ['BAD_URL'] };
      }
      verdicts.push(verdict);
    }
  }
  for (const param of op.query) {
    const v = m.query[param.name];
    verdicts.push(v === undefined ? (param.required ? 'invalid' : 'valid') : check(param.schema ?? {}, seenOf(v), 'text'));
  }
  if (op.body) {
    const b = m.body;
    if (b.type === 'none') verdicts.push(op.body.required ? 'invalid' : 'valid');
    else if (b.type === 'json') {
      let value = b.value;
      if (b.wire !== undefined) {
        try {
          value = JSON.parse(Buffer.from(b.wire).toString('utf8'));
        } catch {
          // a raw control byte inside a string is not JSON
          return { type: 'exact', status: 400, codes: ['INVALID_JSON'] };
        }
      }
      verdicts.push(check(op.body.json ?? {}, value, 'json'));
    } else if (b.type === 'multipart') verdicts.push(check(op.body.multipart ?? {}, seenFields(b.fields), 'text'));
  }
  const verdict = all(verdicts);
  if (verdict === 'invalid') return { type: 'invalid' };
  return m.ignored ? { type: 'baseline' } : { type: 'valid' };
}

// ── slots: the places a value can go ──────────────────────────────────────────────────────────

interface Slot {
  where: 'path' | 'query' | 'json' | 'multipart';
  key: string[];
  schema: Schema;
  required: boolean;
}

function jsonSlots(s: Schema, key: string[], depth: number): Slot[] {
  const out: Slot[] = [];
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const slot: Slot = { where: 'json', key: [...key, name], schema: prop, required: (s.required ?? []).includes(name) };
    out.push(slot);
    if (depth < 3 && prop.properties) out.push(...jsonSlots(prop, slot.key, depth + 1));
    if (prop.items) out.push({ where: 'json', key: [...slot.key, '0'], schema: prop.items, required: false });
  }
  return out;
}

function slotsOf(op: Op): Slot[] {
  return [
    ...op.pathParams.map((p): Slot => ({ where: 'path', key: [p.name], schema: p.schema ?? {}, required: true })),
    ...op.query.map((p): Slot => ({ where: 'query', key: [p.name], schema: p.schema ?? {}, required: p.required ?? false })),
    ...(op.body?.json ? jsonSlots(op.body.json, [], 0) : []),
    ...Object.entries(op.body?.multipart?.properties ?? {}).map(([name, schema]): Slot => ({
      where: 'multipart',
      key: [name],
      schema,
      required: (op.body?.multipart?.required ?? []).includes(name),
    })),
  ];
}

const isNumeric = (s: Schema) => [s.type].flat().some((t) => t === 'integer' || t === 'number');

/** The request a case starts from: required parameters and fields only, or every one (`full`). */
function baseline(op: Op, kind: Kind, full = false): Model {
  const path = Object.fromEntries(op.pathParams.map((p) => [p.name, { text: asText(sample(p.schema ?? {})) }]));
  const query = Object.fromEntries(
    op.query.filter((p) => full || p.required).map((p) => [p.name, { text: asText(sample(p.schema ?? {}, full)) }]),
  );
  let body: Body = { type: 'none' };
  if (op.body?.json) body = { type: 'json', value: sample(op.body.json, full) };
  else if (op.body?.multipart) body = { type: 'multipart', fields: multipartBase(op, full) };
  return { kind, note: 'baseline', path, query, extra: [], body, full };
}

function multipartFieldsOf(value: unknown): [string, string][] {
  return Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [k, asText(v)]);
}

function setIn(root: unknown, key: string[], value: unknown, schema: Schema | undefined): unknown {
  if (!key.length) return value;
  const [head, ...rest] = key;
  const inner = schema?.properties?.[head] ?? schema?.items;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[Number(head)] = setIn(copy[Number(head)] ?? (inner ? sample(inner) : undefined), rest, value, inner);
    return copy;
  }
  const obj = typeof root === 'object' && root !== null ? { ...(root as Record<string, unknown>) } : {};
  obj[head] = setIn(obj[head] ?? (rest.length && inner ? sample(inner) : undefined), rest, value, inner);
  return obj;
}

function deleteIn(root: unknown, key: string[]): unknown {
  if (typeof root !== 'object' || root === null) return root;
  const copy: Record<string, unknown> = Array.isArray(root) ? ([...root] as never) : { ...(root as Record<string, unknown>) };
  const [head, ...rest] = key;
  if (rest.length) copy[head] = deleteIn(copy[head], rest);
  else delete copy[head];
  return copy;
}

/** The multipart baseline of an operation (also of one that takes JSON too): the fields as text. */
function multipartBase(op: Op, full = false): [string, string | Buffer][] {
  return multipartFieldsOf(sample(op.body?.multipart ?? {}, full));
}

/** A value for a slot. Text slots take text (or repeated texts, or raw wire forms); JSON slots any JSON. */
type SlotValue = { json: unknown; literal?: string } | { text: TextVal } | { bytes: Buffer };

function put(op: Op, base: Model, slot: Slot, value: SlotValue, note: string): Model {
  const m: Model = { ...base, note, path: { ...base.path }, query: { ...base.query }, extra: [...base.extra] };
  const text = (): TextVal =>
    'text' in value ? value.text : 'bytes' in value ? { text: value.bytes.toString('utf8') } : { text: asText(value.json) };
  if (slot.where === 'path') m.path[slot.key[0]] = text();
  else if (slot.where === 'query') m.query[slot.key[0]] = text();
  else if (slot.where === 'multipart') {
    const fields = multipartBase(op, base.full).filter(([name]) => name !== slot.key[0]);
    const v = 'bytes' in value ? value.bytes : 'text' in value ? value.text : { text: asText(value.json) };
    if (Buffer.isBuffer(v)) fields.push([slot.key[0], v]);
    else if ('texts' in v) for (const t of v.texts) fields.push([slot.key[0], t]);
    else fields.push([slot.key[0], 'raw' in v ? v.raw : v.text]);
    m.body = { type: 'multipart', fields };
  } else {
    const start = base.body.type === 'json' ? base.body.value : sample(op.body?.json ?? {}, base.full);
    if ('json' in value && value.literal === undefined) m.body = { type: 'json', value: setIn(start, slot.key, value.json, op.body?.json) };
    else {
      // raw wire forms (literals JSON cannot produce, invalid UTF-8): a marker replaced in the text
      const marker = 'ZZfuzzMARKERzz';
      const doc = JSON.stringify(setIn(start, slot.key, marker, op.body?.json));
      const [before, after] = doc.split(`"${marker}"`);
      const middle =
        'bytes' in value
          ? Buffer.concat([Buffer.from('"'), value.bytes, Buffer.from('"')])
          : Buffer.from(('json' in value && value.literal) || 'null');
      m.body = {
        type: 'json',
        value: undefined,
        wire: Buffer.concat([Buffer.from(before), Buffer.from(middle), Buffer.from(after ?? '')]),
      };
    }
  }
  return m;
}

// ── input pools ───────────────────────────────────────────────────────────────────────────────

const SQL = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '1 OR 1=1',
  '1; DROP TABLE app_user; --',
  "' UNION SELECT token_hash FROM user_session --",
  "'; SELECT pg_sleep(5); --",
  "1' AND (SELECT COUNT(*) FROM app_user) > 0 --",
  '" OR ""="',
  "admin'--",
  "%' OR '%'='",
  "\\'; --",
  '$1',
  "'||(select version())||'",
  '1)) OR ((1=1',
  "Robert'); DROP TABLE students;--",
  '%',
  '_',
  '\\',
  '%_%',
];
const TRAVERSAL = [
  '../../etc/passwd',
  '../../../../../../../../etc/shadow',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '....//....//etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '..%c0%af..%c0%afetc%c0%afpasswd',
  'file:///etc/passwd',
  '..',
  '.',
  '~/.ssh/id_rsa',
  '\\\\server\\share',
  '1.svg/../../etc/passwd',
  '..;/..;/etc/passwd',
];
const UNICODE = [
  '\uD800',
  '\uDBFF',
  '\uDC00',
  'a\uD800b',
  '\uDC00\uD800',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\u0001\u0002\u001F',
  '\u001B[31mred',
  '\u007F',
  '\uFEFF',
  '\u202Eevil',
  '\u200B\u200D',
  '\uFFFE',
  '\uFFFF',
  'e\u0301\u0301',
  '\u2028\u2029',
  '𝕏',
  '😀',
  'ﷺ',
  '\u0085',
  'Ω\u0000Ω',
];
/** %-escapes that are not UTF-8 or not escapes at all, for URLs. */
const RAW_ESCAPES =
  '%00 a%00b %ED%A0%80 %ED%B0%80 %FF %FE%FF %C0%AF %C0%80 %E0%A4%A %F4%90%80%80 %F8%88%80%80%80 % %zz %u0041 %% a%2 %0'.split(' ');
/** Bytes that are not UTF-8, for bodies. */
const RAW_BYTES = [[0xff], [0xfe, 0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe0, 0xa4], [0x00], [0x80]];
const NUMBERS_JSON = [
  -1, 0, -0, -2147483648, -2147483649, 2147483647, 2147483648, 4294967296, 9007199254740991, -9007199254740991, 1e21, 1e308, -1e308, 5e-324,
  0.5, -0.5, 1.0000000001,
];
/** Number literals JSON.stringify cannot write. */
const NUMBER_LITERALS = ['1e400', '-1e400', '9007199254740993', '123456789012345678901234567890', '-0.0', '1E+2', '0.1e1', '1e-400'];
const NUMBERS_TEXT =
  '-1 0 -0 2147483647 2147483648 -2147483649 4294967296 9007199254740993 1e400 -1e400 1e21 0.5 1e-7 00001 +1 0x10 0b11 0o7 1_000 - .5 5. Infinity NaN 99999999999999999999999999'.split(
    ' ',
  );
const NOT_NUMBERS = ['abc', '1.5e', '1,5', 'one', 'true', 'null', '[]', '{}', '١٢٣', '１２３', '1 2', '--1', '∞'];

const noisy = (pool: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pool) },
    fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...pool), fc.string({ maxLength: 6 })).map(([a, b, c]) => a + b + c),
  );
const huge = fc
  .oneof(fc.constantFrom('x', '9', 'é', '😀', "'", '%', '<', 'a b', '\\'), fc.string({ minLength: 1, maxLength: 8 }))
  .map((unit) => unit.repeat(Math.ceil(100_000 / unit.length)));
const identifier = fc.stringMatching(/^[a-z][a-z0-9_]{0,15}$/);
const deepArray = fc.integer({ min: 20, max: 500 }).map((depth) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
});
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 12 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(identifier, fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxKeys: 2 }),
  deepArray,
);
const jsonType = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;
function otherJsonType(s: Schema): fc.Arbitrary<unknown> {
  const types = [s.type].flat().filter(Boolean) as string[];
  const same = (t: string) =>
    types.includes(t) || (t === 'integer' && types.includes('number')) || (t === 'number' && types.includes('integer'));
  return anyJson.filter((v) => !same(jsonType(v)));
}
const hostileText = fc.oneof(noisy(SQL), noisy(TRAVERSAL), noisy(UNICODE), fc.constantFrom(...NUMBERS_TEXT), fc.string({ maxLength: 20 }));

// ── kinds of bad input ────────────────────────────────────────────────────────────────────────

const KINDS = [
  'wrong-type',
  'missing',
  'extra',
  'huge-string',
  'numbers',
  'bad-unicode',
  'traversal',
  'sql',
  'malformed-json',
  'malformed-multipart',
  'content-type',
  'huge-body',
] as const;
type Kind = (typeof KINDS)[number];
const VARIANT_KINDS = new Set<Kind>(['malformed-json', 'malformed-multipart', 'content-type']);

/** Values of one kind for one slot. */
function valuesFor(kind: Kind, slot: Slot): fc.Arbitrary<[SlotValue, string]> {
  const text = slot.where !== 'json';
  const texts = (arb: fc.Arbitrary<string>, what: string) =>
    arb.map((t): [SlotValue, string] => [text ? { text: { text: t } } : { json: t }, what]);
  switch (kind) {
    case 'wrong-type':
      if (!text) return otherJsonType(slot.schema).map((v): [SlotValue, string] => [{ json: v }, 'a value of another JSON type']);
      return fc.oneof(
        texts(
          isNumeric(slot.schema)
            ? noisy(NOT_NUMBERS)
            : fc.oneof(fc.integer().map(String), fc.constantFrom('true', 'null', '{}', '[]', '1.5')),
          'text of another type',
        ),
        ...(slot.where === 'path'
          ? []
          : [
              fc
                .array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 })
                .map((ts): [SlotValue, string] => [{ text: { texts: ts } }, 'repeated']),
            ]),
      );
    case 'huge-string':
      return texts(huge, '100k characters');
    case 'numbers':
      if (text)
        return texts(
          fc.oneof(
            fc.constantFrom(...NUMBERS_TEXT),
            fc.integer().map(String),
            fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
          ),
          'number text',
        );
      return fc.oneof(
        fc
          .oneof(
            fc.constantFrom(...NUMBERS_JSON),
            fc.integer({ min: -(2 ** 31), max: -1 }),
            fc.double({ min: 2 ** 31, max: 1e308, noNaN: true }),
          )
          .map((n): [SlotValue, string] => [{ json: n }, 'number']),
        fc.constantFrom(...NUMBER_LITERALS).map((lit): [SlotValue, string] => [{ json: Number(lit), literal: lit }, `literal ${lit}`]),
      );
    case 'bad-unicode':
      if (slot.where === 'path' || slot.where === 'query') {
        return fc.oneof(
          texts(noisy(UNICODE), 'odd unicode'),
          fc.constantFrom(...RAW_ESCAPES).map((raw): [SlotValue, string] => [{ text: { raw } }, `raw escape ${raw}`]),
        );
      }
      return fc.oneof(
        texts(noisy(UNICODE), 'odd unicode'),
        fc
          .tuple(fc.constantFrom(...RAW_BYTES), fc.stringMatching(/^[a-z0-9 ]{0,4}$/))
          .map(([bytes, s]): [SlotValue, string] => [
            { bytes: Buffer.concat([Buffer.from(s), Buffer.from(bytes)]) },
            `bytes ${Buffer.from(bytes).toString('hex')}`,
          ]),
      );
    case 'traversal':
      return fc.oneof(
        texts(noisy(TRAVERSAL), 'path traversal'),
        // in a path parameter also as it would be typed into the URL, unencoded
        ...(slot.where === 'path'
          ? [fc.constantFrom(...TRAVERSAL).map((raw): [SlotValue, string] => [{ text: { raw } }, `raw ${raw}`])]
          : []),
      );
    case 'sql':
      return texts(noisy(SQL), 'SQL-looking');
    default:
      throw new Error(`no slot values for ${kind}`);
  }
}

const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '[1,2',
  '{"a":1}}',
  '"unterminated',
  '{"a":"\\x"}',
  '{"a":01}',
  'NaN',
  '{"a":undefined}',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '',
  '   ',
];
const WRONG_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/form-data; boundary=x',
  'multipart/mixed; boundary=x',
  'application/json-seq',
  'application/csp-report',
  'image/svg+xml',
  'text/json',
  '*/*',
  'application/jsonx',
  'foo',
];

/**
 * Operations whose route takes a body above the app's limit (a content file of the studio, ADR 057:
 * CONTENT_FILE_BODY_LIMIT): the 2 MiB huge body is within their limit, and one beyond it would be
 * generated ~50 times per run; their 413 is tested in domains/studio/__tests__/studio-ops.test.ts.
 */
const LARGE_BODY_OPS = new Set(['POST /api/studio/content-files/validate', 'POST /api/studio/content-files/import']);

function kindsFor(op: Op, slots: Slot[]): Kind[] {
  const json = !!op.body?.json;
  const mp = !!op.body?.multipart;
  const anyRequired = slots.some((s) => s.required && s.where !== 'path') || !!op.body?.required;
  return KINDS.filter((k) => {
    if (k === 'huge-body') return json && !LARGE_BODY_OPS.has(op.id);
    if (k === 'malformed-json') return json;
    if (k === 'malformed-multipart') return mp;
    if (k === 'content-type') return !!op.body;
    if (k === 'missing') return anyRequired;
    return true;
  });
}

function arbitraryFor(op: Op, kind: Kind, slots: Slot[]): fc.Arbitrary<Model> {
  const base = baseline(op, kind);
  const exact = (status: number, ...codes: string[]): Expect => ({ type: 'exact', status, codes });
  const withBody = (body: Body, note: string, expect?: Expect): Model => ({ ...base, note, body, expect });
  const jsonText = JSON.stringify(base.body.type === 'json' ? base.body.value : sample(op.body?.json ?? {}));
  switch (kind) {
    case 'missing': {
      const options: Model[] = [];
      for (const s of slots.filter((x) => x.required)) {
        if (s.where === 'query') {
          const query = { ...base.query };
          delete query[s.key[0]];
          options.push({ ...base, note: `without ${s.key[0]}`, query });
        } else if (s.where === 'json' && base.body.type === 'json') {
          options.push(withBody({ type: 'json', value: deleteIn(base.body.value, s.key) }, `without ${s.key.join('.')}`));
        } else if (s.where === 'multipart') {
          options.push(
            withBody({ type: 'multipart', fields: multipartBase(op).filter(([n]) => n !== s.key[0]) }, `multipart without ${s.key[0]}`),
          );
        }
      }
      if (op.body?.required) options.push(withBody({ type: 'none' }, 'no body'));
      if (op.body?.json) options.push(withBody({ type: 'json', value: {} }, 'empty JSON object'));
      if (op.body?.multipart) options.push(withBody({ type: 'multipart', fields: [] }, 'empty multipart'));
      return fc.constantFrom(...options);
    }
    case 'extra': {
      const known = new Set(op.query.map((p) => p.name));
      const key = fc.oneof(
        identifier,
        fc.constantFrom(
          '__proto__',
          'constructor',
          'prototype',
          'toString',
          'hasOwnProperty',
          'id[]',
          'a[b]',
          '',
          ' ',
          '%00',
          'a.b',
          'x'.repeat(500),
        ),
      );
      const extraQuery = fc
        .array(
          fc.tuple(
            key.filter((k) => !known.has(k)),
            hostileText,
          ),
          { minLength: 1, maxLength: 3 },
        )
        .map((pairs): Model => ({
          ...base,
          note: `extra query ${pairs.map(([k]) => k.slice(0, 20)).join(',')}`,
          extra: pairs.map(([k, v]) => [k, { text: v }]),
          ignored: true,
        }));
      const options: fc.Arbitrary<Model>[] = [extraQuery];
      const bodyKey = identifier.filter((k) => !['__proto__', 'constructor', 'prototype'].includes(k));
      if (op.body?.json) {
        const objects = [[], ...slots.filter((s) => s.where === 'json' && s.schema.properties).map((s) => s.key)];
        options.push(
          fc.tuple(fc.constantFrom(...objects), fc.dictionary(bodyKey, anyJson, { minKeys: 1, maxKeys: 3 })).map(([at, extra]) => {
            const known2 = new Set(
              Object.keys((at.length ? slots.find((s) => s.key.join('.') === at.join('.'))?.schema : op.body?.json)?.properties ?? {}),
            );
            let value = base.body.type === 'json' ? base.body.value : {};
            for (const [k, v] of Object.entries(extra)) if (!known2.has(k)) value = setIn(value, [...at, k], v, op.body?.json);
            return withBody({ type: 'json', value }, `extra body keys at ${at.join('.') || 'root'}: ${Object.keys(extra).join(',')}`);
          }),
        );
      }
      if (op.body?.multipart) {
        const knownFields = new Set(Object.keys(op.body.multipart.properties ?? {}));
        options.push(
          fc
            .array(
              fc.tuple(
                bodyKey.filter((k) => !knownFields.has(k)),
                hostileText,
              ),
              { minLength: 1, maxLength: 3 },
            )
            .map((pairs) =>
              withBody(
                { type: 'multipart', fields: [...multipartBase(op), ...pairs] },
                `extra multipart fields ${pairs.map(([k]) => k).join(',')}`,
              ),
            ),
        );
      }
      return fc.oneof(...options);
    }
    case 'malformed-json':
      return fc
        .oneof(
          fc.constantFrom(...MALFORMED_JSON),
          // every proper prefix of a JSON object is not JSON
          fc.nat({ max: jsonText.length - 1 }).map((n) => jsonText.slice(0, n)),
          fc.constantFrom('}', ',', 'x', ']', '"').map((tail) => jsonText + tail),
        )
        .map((payload) =>
          withBody(
            { type: 'raw', contentType: 'application/json', payload },
            `malformed JSON ${JSON.stringify(payload.slice(0, 40))}`,
            exact(400, 'INVALID_JSON'),
          ),
        );
    case 'huge-body':
      return fc
        .constantFrom('x', '😀', '\\u0000')
        .map((unit) =>
          withBody(
            { type: 'raw', contentType: 'application/json', payload: `{"a":"${unit.repeat(Math.ceil((2 * 1_048_576) / unit.length))}"}` },
            `2 MiB JSON of ${unit}`,
            exact(413, 'PAYLOAD_TOO_LARGE'),
          ),
        );
    case 'content-type': {
      const listed = new Set(op.body?.types ?? []);
      const types = WRONG_TYPES.filter((t) => !listed.has(t.split(';')[0]));
      return fc
        .oneof(
          fc.constantFrom(...types).map((t): [string | undefined, string] => [t, t]),
          fc.constant<[string | undefined, string]>([undefined, 'no content type']),
        )
        .map(([contentType, what]) =>
          withBody({ type: 'raw', contentType, payload: jsonText }, `content type ${what}`, exact(415, 'UNSUPPORTED_MEDIA_TYPE')),
        );
    }
    case 'malformed-multipart': {
      const firstField = Object.keys(op.body?.multipart?.properties ?? {})[0] ?? 'a';
      const fields = multipartBase(op);
      const good = multipartPayload(fields.length ? fields : [[firstField, 'x']]).toString('latin1');
      const end = good.lastIndexOf(`\r\n--${BOUNDARY}--`) + `\r\n--${BOUNDARY}--`.length;
      const part = (name: string, extra = '', value = 'x') =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
      const raw = (payload: string, contentType: string, note: string, expect: Expect) =>
        withBody({ type: 'raw', contentType, payload: Buffer.from(payload, 'latin1') }, note, expect);
      const mpType = `multipart/form-data; boundary=${BOUNDARY}`;
      const invalid = exact(400, 'INVALID_MULTIPART');
      return fc.oneof(
        fc.constant(raw(good, 'multipart/form-data', 'no boundary', invalid)),
        fc.constant(raw(good, 'multipart/form-data; boundary=someOtherBoundary', 'another boundary', invalid)),
        fc.constant(
          raw(`--${'b'.repeat(300)}--\r\n`, `multipart/form-data; boundary=${'b'.repeat(300)}`, '300-character boundary', invalid),
        ),
        // any cut before the closing delimiter is complete (an empty body counts as an empty form)
        fc.integer({ min: 1, max: end - 3 }).map((n) => raw(good.slice(0, n), mpType, `cut at ${n} of ${good.length}`, invalid)),
        fc.constant(raw(good.replace(/\r\n(--[^\r\n]*--\r\n)$/, '$1'), mpType, 'no CRLF before the closing delimiter', invalid)),
        fc.constant(raw(part(firstField), mpType, 'no closing delimiter', invalid)),
        fc.constant(
          raw(
            part(firstField, '\r\nContent-Type: application/json', '{not json') + `--${BOUNDARY}--\r\n`,
            mpType,
            'JSON part that is not JSON',
            exact(400, 'INVALID_JSON'),
          ),
        ),
        fc
          .constantFrom('../../etc/passwd', 'a.txt', 'x.svg')
          .map((file) =>
            raw(
              part(firstField, `; filename="${file}"\r\nContent-Type: application/octet-stream`) + `--${BOUNDARY}--\r\n`,
              mpType,
              `file ${file}`,
              exact(400, 'FILES_NOT_ACCEPTED'),
            ),
          ),
        fc
          .constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'toString')
          .map((name) => raw(part(name) + `--${BOUNDARY}--\r\n`, mpType, `field ${name}`, exact(400, 'FST_PROTO_VIOLATION'))),
        fc.integer({ min: 30, max: 60 }).map((n) => {
          const many = Array.from({ length: n }, (_, i) => part(`f${i}`)).join('') + `--${BOUNDARY}--\r\n`;
          return raw(many, mpType, `${n} fields`, exact(413, 'FST_FIELDS_LIMIT'));
        }),
      );
    }
    default: {
      // one value of the kind in one place; an operation without places gets it as an extra query parameter
      const targets = kind === 'numbers' && slots.some((s) => isNumeric(s.schema)) ? slots.filter((s) => isNumeric(s.schema)) : slots;
      if (!targets.length) {
        const extraSlot: Slot = { where: 'query', key: ['x'], schema: {}, required: false };
        return fc
          .tuple(
            identifier.filter((k) => !op.query.some((p) => p.name === k)),
            valuesFor(kind, extraSlot),
          )
          .map(([name, [value, what]]) => {
            const v: TextVal = 'text' in value ? value.text : { text: 'json' in value ? asText(value.json) : value.bytes.toString('utf8') };
            return { ...base, note: `extra query ${name}: ${what}`, extra: [[name, v]], ignored: true };
          });
      }
      // from the minimal baseline, or from the one with every optional field (so that code behind
      // optional fields is reached too)
      const fullBase = baseline(op, kind, true);
      return fc
        .tuple(fc.constantFrom(...targets), fc.boolean())
        .chain(([slot, full]) =>
          valuesFor(kind, slot).map(([value, what]) =>
            put(op, full ? fullBase : base, slot, value, `${slot.where} ${slot.key.join('.')}${full ? ' (all fields)' : ''}: ${what}`),
          ),
        );
    }
  }
}

// ── the suite ─────────────────────────────────────────────────────────────────────────────────

type Who = 'guest' | 'user';
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

let ctx: TestContext;
let telegramApi: http.Server;
let ops: Op[] = [];
let tables: string[] = [];
let watched: TableDigest;
let user: { cookie: string; id: number; phone: string };
const tally = new Map<string, number>();
const statuses = new Map<number, number>();
let requests = 0;
let volatileUsed = 0;

/** Every table's md5 as of now (see db-digest.ts: only tables written since the last call are re-hashed). */
const digest = () => watched.digest();

async function send(op: Op, m: Model, who: Who): Promise<Answer> {
  const wire = render(op, m);
  const headers: Record<string, string> = { ...(op.method === 'GET' ? {} : XRW), ...(EXTRA_HEADERS[op.id] ?? {}) };
  if (who === 'user') headers.cookie = user.cookie;
  if (wire.contentType !== undefined) headers['content-type'] = wire.contentType;
  requests++;
  const res = await ctx.app.inject({ method: op.method as 'GET', url: wire.url, headers, payload: wire.payload });
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  return { statusCode: res.statusCode, headers: res.headers, body: res.body };
}

const short = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

function describeModel(op: Op, m: Model): string {
  const wire = render(op, m);
  const payload = wire.payload === undefined ? '' : ` body ${JSON.stringify(short(Buffer.from(wire.payload).toString('utf8'), 160))}`;
  return `${op.id} [${m.kind}] ${m.note} → ${short(wire.url, 160)}${wire.contentType ? ` (${short(wire.contentType, 60)})` : ''}${payload}`;
}

function errorBody(res: Answer): { message: string; code: string; field?: string } {
  assert.match(String(res.headers['content-type']), /^application\/json/, 'an error is JSON');
  let body = JSON.parse(res.body) as Record<string, unknown>;
  assert.ok(typeof body === 'object' && body !== null, 'an error is a JSON object');
  // the one error whose message is an object (SPEC §8): a blocked start of a topic test, exactly that shape
  if (res.statusCode === 403 && (BLOCKED_CODES as readonly unknown[]).includes(body.code)) {
    const blocked = blockedBodySchema.parse(body);
    assert.deepEqual(Object.keys(body).sort(), ['code', 'message']);
    assert.deepEqual(Object.keys(blocked.message).sort(), ['is_allowed', 'next_open_test', 'text']);
    body = { message: blocked.message.text, code: blocked.code };
  }
  assert.deepEqual(
    Object.keys(body).filter((k) => !['message', 'code', 'field', 'errors'].includes(k)),
    [],
    'an error has only message, code, field and errors',
  );
  // a form's every mistake (ADR 056): [{path, message}], the messages in the api's own words
  if (body.errors !== undefined) {
    assert.ok(Array.isArray(body.errors) && body.errors.length > 0, 'errors is a non-empty list');
    for (const e of body.errors as { path: unknown; message: unknown }[]) {
      assert.deepEqual([typeof e.path, typeof e.message], ['string', 'string']);
      assert.doesNotMatch(String(e.message).split(String(e.path)).join(' '), LEAK, 'no stack trace or SQL in an error');
    }
  }
  assert.equal(typeof body.message, 'string');
  assert.ok((body.message as string).length > 0, 'the message is not empty');
  assert.match(String(body.code), /^[A-Z][A-Z0-9_]*$/, 'the code is a stable upper-case code');
  if (body.field !== undefined) assert.equal(typeof body.field, 'string');
  // the field name may echo a key of the request: left out, so that only the api's own words are checked
  const words = `${String(body.message)
    .split(String(body.field ?? '\u0000'))
    .join(' ')} ${String(body.code)}`;
  assert.doesNotMatch(words, LEAK, 'no stack trace or SQL in an error');
  return body as { message: string; code: string; field?: string };
}

const expectations = new Map<string, number>();

async function exchange(op: Op, m: Model, who: Who): Promise<void> {
  const expect = expectationOf(op, m, ops);
  if (who === 'guest') expectations.set(expect.type, (expectations.get(expect.type) ?? 0) + 1);
  let base: Answer | null = null;
  if (expect.type === 'baseline') base = await send(op, { ...m, extra: [], ignored: false, note: 'baseline' }, who);
  const before = await digest();
  const res = await send(op, m, who);
  const after = await digest();
  const label = `${describeModel(op, m)} as ${who} → ${res.statusCode} ${short(res.body, 200)}`;

  assert.ok(res.statusCode < 500, `5xx: ${label}`);
  assert.ok(ALLOWED.has(res.statusCode), `status outside ${[...ALLOWED].join('/')}: ${label}`);
  const error = res.statusCode >= 300 ? errorBody(res) : null;
  switch (expect.type) {
    case 'exact':
      assert.ok(
        res.statusCode === expect.status && expect.codes.includes(error?.code ?? ''),
        `expected ${expect.status} ${expect.codes.join('|')}: ${label}`,
      );
      break;
    case 'invalid':
      assert.ok(
        res.statusCode === 400 && error?.code === 'VALIDATION_ERROR' && typeof error.field === 'string',
        `expected 400 VALIDATION_ERROR with a field: ${label}`,
      );
      break;
    case 'baseline': {
      const same =
        res.statusCode === base?.statusCode && (error?.code ?? null) === (base.statusCode >= 300 ? JSON.parse(base.body).code : null);
      // a baseline that sent a code starts the resend wait, so the same request right after it is refused
      // by that wait: the extras changed nothing (seen when a slow run let an earlier wait expire first)
      const waitOfBaseline = base?.statusCode === 200 && res.statusCode === 429 && error?.code === 'OTP_RESEND_TOO_EARLY';
      assert.ok(
        same || waitOfBaseline,
        `ignored extras changed the answer (baseline ${base?.statusCode} ${short(base?.body ?? '', 120)}): ${label}`,
      );
      break;
    }
    case 'valid': {
      const ok = [200, 400, 403, 404, 409, 429].includes(res.statusCode) || (who === 'guest' && res.statusCode === 401);
      const code = error?.code ?? '';
      assert.ok(
        ok && (!TRANSPORT_CODES.has(code) || !!expect.allow?.includes(code)),
        `unexpected answer to documented-valid input: ${label}`,
      );
      break;
    }
  }

  // a rejected request, and any GET (but an accepted one of WRITING_GETS), changes nothing
  if (res.statusCode >= 300 || (op.method === 'GET' && !(WRITING_GETS.has(op.id) && res.statusCode === 200))) {
    const excluded = new Set(VOLATILE.filter((v) => v.op.test(op.id) && v.codes.includes(error?.code ?? '')).flatMap((v) => v.tables));
    const changed = tables.filter((t) => before.get(t) !== after.get(t));
    if (changed.some((t) => excluded.has(t))) volatileUsed++;
    assert.deepEqual(
      changed.filter((t) => !excluded.has(t)),
      [],
      `the database changed: ${label}`,
    );
  }
  // an accepted request may have ended or replaced the session (logout, sign-in): sign in again
  if (who === 'user' && res.statusCode < 300 && op.method !== 'GET') {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
    if ((me.json() as { data: unknown }).data === null) user = await staffUser();
  }
}

/**
 * The signed-in caller: a registered learner who is also a studio admin (ADR 052), so that generated
 * input reaches the studio's handlers past its guard, as it reaches every other route's.
 */
async function staffUser(): Promise<typeof user> {
  const person = await registeredUser(ctx.app);
  await grantRole(ctx.database.db, { via: 'cli', userId: null }, { phone: person.phone, role: 'admin' });
  return person;
}

describe('generated bad input on every operation of the OpenAPI document', () => {
  before(async () => {
    telegramApi = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true,"result":{"message_id":1}}'));
    });
    await new Promise<void>((resolve) => telegramApi.listen(0, '127.0.0.1', resolve));
    const { port } = telegramApi.address() as AddressInfo;
    ctx = await createTestApp({
      auth: {
        limits: HIGH_LIMITS,
        telegram: { token: 'fuzz-token', username: 'fuzz_bot', secret: TELEGRAM_SECRET, apiUrl: `http://127.0.0.1:${port}` },
      },
    });
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
    ops = operationsOf(doc);
    watched = await watchTables(ctx.database.db);
    tables = watched.tables;
    user = await staffUser();
  });
  after(async () => {
    await ctx?.close();
    await new Promise((resolve) => telegramApi?.close(resolve));
  });

  it('never answers 5xx, answers the status each case calls for, and changes nothing when it refuses', async (t) => {
    const started = Date.now();
    console.log(`fuzz: ${ops.length} operations in the OpenAPI document; ${tables.length} tables digested`);
    console.log(`fuzz: fast-check seed ${SEED} (replay with FC_SEED=${SEED}), ${RUNS} cases per operation (FC_RUNS)`);
    assert.ok(ops.length > 0);
    for (const op of ops) {
      const slots = slotsOf(op);
      const kinds = kindsFor(op, slots).filter((k) => !ONLY || ONLY.test(`${op.id} ${k}`));
      if (!kinds.length) continue;
      const perKind = Math.max(1, Math.ceil(RUNS / kinds.length));
      await t.test(`${op.id} (${kinds.length} kinds, ${perKind}+ cases each)`, async () => {
        for (const kind of kinds) {
          // kinds made of many fixed variants get at least half the runs, so that most variants are met
          const numRuns = VARIANT_KINDS.has(kind) ? Math.max(perKind, Math.ceil(RUNS / 2)) : perKind;
          const arb = arbitraryFor(op, kind, slots).map((m) => Object.assign(m, { [fc.toStringMethod]: () => describeModel(op, m) }));
          await fc.assert(
            fc.asyncProperty(arb, async (m) => {
              tally.set(m.kind, (tally.get(m.kind) ?? 0) + 1);
              await exchange(op, m, 'guest');
              await exchange(op, m, 'user');
            }),
            { seed: SEED, numRuns, path: PATH, includeErrorInReport: true },
          );
        }
      });
    }
    console.log(
      `fuzz: ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; cases per kind: ${[...tally].map(([k, n]) => `${k} ${n}`).join(', ')}`,
    );
    console.log(`fuzz: expected answers ${[...expectations].map(([k, n]) => `${k} ${n}`).join(', ')}`);
    console.log(
      `fuzz: statuses ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}; volatile-table exclusions applied ${volatileUsed}×`,
    );
  });

  it('answers the fixed junk of the former bad-input test in every parameter at once', async () => {
    // api/test/bad-input.test.ts, folded in: each value in every query and path parameter of every
    // operation that has parameters, with the properties above (it asserted no 5xx and {message, code})
    const JUNK = [
      '',
      'abc',
      '-1',
      '0',
      '1.5',
      '9'.repeat(40),
      "' OR 1=1 --",
      '../../etc/passwd',
      '%00',
      '\u0000',
      '😀'.repeat(50),
      'x'.repeat(5000),
    ];
    const withParams = ops.filter((op) => op.query.length || op.pathParams.length);
    assert.ok(
      ops.filter((op) => op.method === 'GET' && op.query.length).length >= 7,
      'the GET routes with query parameters are documented',
    );
    for (const op of withParams) {
      for (const junk of JUNK) {
        const base = baseline(op, 'wrong-type');
        const m: Model = {
          ...base,
          note: `junk ${JSON.stringify(junk.slice(0, 20))} in every parameter`,
          path: Object.fromEntries(op.pathParams.map((p) => [p.name, { text: junk }])),
          query: Object.fromEntries(op.query.map((p) => [p.name, { text: junk }])),
        };
        await exchange(op, m, 'guest');
        await exchange(op, m, 'user');
      }
    }
  });

  it('the digest sees every committed write and no rolled-back one (so it cannot miss a change)', async () => {
    const db = ctx.database.db;
    const start = await digest();
    await db.execute(sql`update subject set name_uz = name_uz || '!' where id = (select min(id) from subject)`);
    const written = await digest();
    assert.deepEqual(
      tables.filter((t) => written.get(t) !== start.get(t)),
      ['subject'],
    );
    await db.execute(sql`update subject set name_uz = left(name_uz, -1) where id = (select min(id) from subject)`);
    assert.deepEqual(await digest(), start, 'restored: the same digest as before');
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.execute(sql`delete from question_option`);
        throw new Error('roll back');
      }),
    );
    assert.deepEqual(await digest(), start, 'a rolled-back write changes nothing');
  });

  it('can build every part of every operation the document describes', () => {
    // a new route is covered only as far as the suite can fill it: say so instead of skipping quietly
    for (const op of ops) {
      for (const p of op.pathParams) assert.ok(op.path.includes(`{${p.name}}`), `${op.id}: path parameter ${p.name} not in the path`);
      for (const p of op.other) assert.fail(`${op.id}: teach the suite ${p.in} parameters (${p.name})`);
      for (const type of op.body?.types ?? []) {
        assert.ok(['application/json', 'multipart/form-data'].includes(type), `${op.id}: teach the suite request bodies of type ${type}`);
      }
    }
    const described = (pred: (op: Op) => unknown) => ops.filter(pred).length;
    console.log(
      `fuzz: operations with path parameters ${described((o) => o.pathParams.length)}, with query parameters ${described((o) => o.query.length)}, ` +
        `with JSON bodies ${described((o) => o.body?.json)}, with multipart bodies ${described((o) => o.body?.multipart)}`,
    );
  });
});
