// Zod-free checks of the few answers the home page reads (issue 19: nothing of zod on `/`).
// Each check accepts exactly what its contract schema accepts and returns what the schema's parse
// returns (unknown keys left out); shapes.test.ts holds them to the schemas on valid and broken
// samples. Served alone as `@platform/shared/shapes`; the contracts re-export the constants.

/**
 * The interface languages, in the order the switch shows them: Uzbek in Latin script, Uzbek in
 * Cyrillic script (`uz-Cyrl`, generated from uz: docs/decisions/043) and Russian.
 */
export const LOCALES = ['uz', 'uz-Cyrl', 'ru'] as const;
/** The languages content is written in: uz-Cyrl shows uz content in Cyrillic, it is not another language. */
export const CONTENT_LOCALES = ['uz', 'ru'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
/** The content language of an interface language (uz-Cyrl → uz). */
export const contentLanguageOf = (locale: string): ContentLocale => (locale === 'ru' ? 'ru' : 'uz');
/**
 * Cookie with the language the visitor chose in the site (`uz` when there is none, as in the shell):
 * the server renders the page's preloads, session and first data in it (docs/decisions/024, 025).
 */
export const LOCALE_COOKIE = 'locale';
/** SPEC §9: private universities shown on the home page. */
export const PRIVATE_ON_HOME = 6;

/** The `safeParse` half of a schema: what the api client needs to check an answer. */
export interface ShapeCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A check from a function that returns the parsed value, or undefined when the value does not fit. */
export function shapeCheck<T>(read: (value: unknown) => T | undefined): ShapeCheck<T> {
  return {
    safeParse(value) {
      const data = read(value);
      return data === undefined ? { success: false } : { success: true, data };
    },
  };
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
/** zod's `z.int()`: a safe integer. */
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isNullableInt = (v: unknown): v is number | null => v === null || isInt(v);
const isNullableString = (v: unknown): v is string | null => v === null || isString(v);

/** `{ message, code, field? }` of every api error (the contracts' errorBodySchema). */
export interface ErrorBodyShape {
  message: string;
  code: string;
  field?: string;
}

export function readErrorBody(value: unknown): ErrorBodyShape | undefined {
  if (!isObject(value) || !isString(value.message) || !isString(value.code)) return undefined;
  if (value.field !== undefined && !isString(value.field)) return undefined;
  return value.field === undefined
    ? { message: value.message, code: value.code }
    : { message: value.message, code: value.code, field: value.field };
}

/** `/remotes.json` (the contracts' remotesManifestSchema). */
export interface RemotesManifestShape {
  remotes: Record<string, { version: string; entry: string; previous?: string[] }>;
}

const REMOTE_NAME = /^[a-z][a-z0-9-]*$/;

export function readRemotesManifest(value: unknown): RemotesManifestShape | undefined {
  if (!isObject(value) || !isObject(value.remotes)) return undefined;
  const remotes: RemotesManifestShape['remotes'] = {};
  for (const [name, remote] of Object.entries(value.remotes)) {
    if (!REMOTE_NAME.test(name) || !isObject(remote)) return undefined;
    const { version, entry, previous } = remote;
    if (!isString(version) || version.length < 1 || !isString(entry) || entry.length < 1) return undefined;
    if (previous === undefined) {
      remotes[name] = { version, entry };
    } else {
      if (!Array.isArray(previous) || !previous.every(isString)) return undefined;
      remotes[name] = { version, entry, previous: [...previous] };
    }
  }
  return { remotes };
}

/** One private university card of the home page (the contracts' universityCardSchema). */
export interface UniversityCardShape {
  id: number;
  slug: string;
  name: string;
  description: string;
  type: 'public' | 'private';
  logo: string | null;
  region: { id: number; name: string } | null;
  min_contract_price: number | null;
  max_contract_price: number | null;
  direction_count: number;
  students_count: number | null;
  is_recommended: boolean;
}

function readNamed(value: unknown): { id: number; name: string } | undefined {
  return isObject(value) && isInt(value.id) && isString(value.name) ? { id: value.id, name: value.name } : undefined;
}

function readUniversityCard(v: unknown): UniversityCardShape | undefined {
  if (!isObject(v)) return undefined;
  const region = v.region === null ? null : readNamed(v.region);
  if (
    !isInt(v.id) ||
    !isString(v.slug) ||
    !isString(v.name) ||
    !isString(v.description) ||
    (v.type !== 'public' && v.type !== 'private') ||
    !isNullableString(v.logo) ||
    region === undefined ||
    !isNullableInt(v.min_contract_price) ||
    !isNullableInt(v.max_contract_price) ||
    !isInt(v.direction_count) ||
    !isNullableInt(v.students_count) ||
    typeof v.is_recommended !== 'boolean'
  ) {
    return undefined;
  }
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    description: v.description,
    type: v.type,
    logo: v.logo,
    region,
    min_contract_price: v.min_contract_price,
    max_contract_price: v.max_contract_price,
    direction_count: v.direction_count,
    students_count: v.students_count,
    is_recommended: v.is_recommended,
  };
}

/** A page of university cards (the contracts' universityListResponse). */
export interface UniversityListShape {
  data: UniversityCardShape[];
  meta: { page: number; size: number; total: number; page_count: number };
}

export function readUniversityList(value: unknown): UniversityListShape | undefined {
  if (!isObject(value) || !Array.isArray(value.data) || !isObject(value.meta)) return undefined;
  const { page, size, total, page_count } = value.meta;
  if (!isInt(page) || !isInt(size) || !isInt(total) || !isInt(page_count)) return undefined;
  const data: UniversityCardShape[] = [];
  for (const item of value.data) {
    const card = readUniversityCard(item);
    if (!card) return undefined;
    data.push(card);
  }
  return { data, meta: { page, size, total, page_count } };
}

export const universityListShape = shapeCheck(readUniversityList);

/** The home page's FAQ file (the contracts' faqSchema). */
export type FaqShape = { question: string; answer: string }[];

export function readFaq(value: unknown): FaqShape | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: FaqShape = [];
  for (const item of value) {
    if (!isObject(item) || !isString(item.question) || !isString(item.answer)) return undefined;
    items.push({ question: item.question, answer: item.answer });
  }
  return items;
}

/** `GET /review/summary` (the review contracts' reviewSummaryResponse): the header's due count (ADR 044). */
export interface ReviewSummaryShape {
  data: { due: number; total: number; by_subject: { subject: string; name: string; due: number }[] };
}

export function readReviewSummary(value: unknown): ReviewSummaryShape | undefined {
  if (!isObject(value) || !isObject(value.data)) return undefined;
  const { due, total, by_subject } = value.data;
  if (!isInt(due) || !isInt(total) || !Array.isArray(by_subject)) return undefined;
  const rows: ReviewSummaryShape['data']['by_subject'] = [];
  for (const row of by_subject) {
    if (!isObject(row) || !isString(row.subject) || !isString(row.name) || !isInt(row.due)) return undefined;
    rows.push({ subject: row.subject, name: row.name, due: row.due });
  }
  return { data: { due, total, by_subject: rows } };
}

export const reviewSummaryShape = shapeCheck(readReviewSummary);
