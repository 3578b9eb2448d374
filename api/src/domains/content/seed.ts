// The seed's content: the JSON files of content/ (repo root), loaded through the same importContent
// as `npm run content -- import`. Each file is imported in its own transaction together with its
// hash (app_meta `content_hash:<file>`), and skipped while the hash is unchanged, so a start with
// nothing changed costs one query and reading the files.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client';
import { appMeta } from '../../db/schema';
import { validateKind, type ContentFile, type ContentKind } from './format';
import { importContent, type ImportResult } from './import';
import { NEWS_DIR, writeNewsText } from './import-news';
import { contentChanged } from '../../lib/content-version';
import { repoRoot } from '../../config';
import { TRANSLIT_VERSION } from '@platform/shared/translit';

/** `content/` at the root of the repository (from `repoRoot`: this file's own URL is the bundle's in the api build). */
export const CONTENT_DIR = path.join(repoRoot, 'content');
/**
 * Bump when the way the files are loaded changes, so every database reloads them once (2: the uz
 * texts' Cyrillic columns). The transliteration's own version counts too: a changed rule rewrites the
 * Cyrillic of every file once (docs/decisions/043).
 */
const LOADER_VERSION = `2.${TRANSLIT_VERSION}`;
const HASH_PREFIX = 'content_hash:';

export const REFERENCE_FILE = 'reference.json';
export const TOPIC_TESTS_DIR = 'topic-tests';
/** Question banks (ADR 039): `banks/<subject>/<NN>-<topic>.json`, one topic per file. */
export const BANKS_DIR = 'banks';
/** The driving-theory bank; its pictures are the files of autotest/signs and autotest/scenes. */
export const AUTOTEST_BANK = 'autotest/bank.json';

/** Reads the files beside a content file (an autotest bank's pictures), never outside its folder. */
export function assetReader(folder: string): (relativePath: string) => string | null {
  const root = path.resolve(folder);
  return (relativePath) => {
    const full = path.resolve(root, relativePath);
    if (!full.startsWith(root + path.sep)) return null;
    try {
      return fs.readFileSync(full, 'utf8');
    } catch {
      return null;
    }
  };
}

/** The picture files of a folder's signs/ and scenes/, sorted: part of the autotest bank's hash. */
function assetFiles(folder: string): string[] {
  return ['signs', 'scenes'].flatMap((sub) => {
    const dir = path.join(folder, sub);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.svg'))
          .sort()
          .map((name) => `${sub}/${name}`)
      : [];
  });
}
export const EXAM_WEIGHTS_FILE = 'exam-weights.json';
/** National certificate (ADR 042): `national-certificate/<subject>.json`, one subject's spec and sets per file. */
export const NATIONAL_CERTIFICATE_DIR = 'national-certificate';
export const LEARNING_CENTRES_FILE = 'learning-centres.json';

/** Longest app_meta key (its column is varchar(60)). */
const MAX_META_KEY = 60;
/** The app_meta key of a seed file's hash: its path, or for a long path (a bank topic's) a digest of it. */
export const hashKey = (file: string) =>
  `${HASH_PREFIX}${file}`.length <= MAX_META_KEY
    ? `${HASH_PREFIX}${file}`
    : `${HASH_PREFIX}#${createHash('sha256')
        .update(file)
        .digest('hex')
        .slice(0, MAX_META_KEY - HASH_PREFIX.length - 1)}`;

const read = (file: string) => fs.readFileSync(path.join(CONTENT_DIR, file));

/** Hash of a seed file as it is on disk. */
export function fileHash(file: string): string {
  const hash = createHash('sha256').update(`${LOADER_VERSION}\u0000`).update(read(file));
  // a bank's pictures are files of their own: a changed picture reloads the bank
  if (file === AUTOTEST_BANK) {
    const folder = path.join(CONTENT_DIR, path.dirname(file));
    for (const asset of assetFiles(folder)) hash.update(`\u0000${asset}\u0000`).update(fs.readFileSync(path.join(folder, asset)));
  }
  return hash.digest('hex');
}

/** A seed file, parsed and validated as `kind` (throws naming the problems). */
export function readContentFile<K extends ContentKind>(file: string, kind: K): Extract<ContentFile, { kind: K }> {
  const result = validateKind(JSON.parse(read(file).toString('utf8')), kind);
  if (!result.success) throw new Error(`${file}:\n${result.errors.join('\n')}`);
  return result.data;
}

const jsonFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];

/** Every legacy `topic-tests/<subject>.json`, in the order of the subjects of reference.json (also those the seed skips for a bank). */
export function legacyTopicFiles(contentDir = CONTENT_DIR): string[] {
  const subjects =
    (JSON.parse(fs.readFileSync(path.join(contentDir, REFERENCE_FILE), 'utf8')) as { subjects?: { slug?: unknown }[] }).subjects ?? [];
  const order = subjects.map((s) => `${String(s.slug)}.json`);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return jsonFiles(path.join(contentDir, TOPIC_TESTS_DIR))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => `${TOPIC_TESTS_DIR}/${name}`);
}

/** The subjects with a question bank: `banks/<subject>/` holding at least one .json file. */
export function bankSubjects(contentDir = CONTENT_DIR): string[] {
  const dir = path.join(contentDir, BANKS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && jsonFiles(path.join(dir, entry.name)).length > 0)
    .map((entry) => entry.name)
    .sort();
}

/**
 * The topic files of the subjects: `banks/<subject>/*.json` by file name, and the legacy
 * `topic-tests/<subject>.json` of each subject without a bank (a subject with both is an error of
 * the content gate; the seed then loads the bank only). In the order of the subjects of
 * reference.json; other names after them, alphabetically.
 */
export function topicFiles(contentDir = CONTENT_DIR): string[] {
  const subjects =
    (JSON.parse(fs.readFileSync(path.join(contentDir, REFERENCE_FILE), 'utf8')) as { subjects?: { slug?: unknown }[] }).subjects ?? [];
  const order = subjects.map((s) => String(s.slug));
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  const banked = bankSubjects(contentDir);
  const legacy = jsonFiles(path.join(contentDir, TOPIC_TESTS_DIR))
    .map((name) => ({ slug: name.replace(/\.json$/, ''), file: `${TOPIC_TESTS_DIR}/${name}` }))
    .filter((f) => !banked.includes(f.slug));
  const banks = banked.flatMap((slug) =>
    jsonFiles(path.join(contentDir, BANKS_DIR, slug)).map((name) => ({ slug, file: `${BANKS_DIR}/${slug}/${name}` })),
  );
  return [...legacy, ...banks]
    .sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug) || a.file.localeCompare(b.file))
    .map((f) => f.file);
}

/** The national-certificate files, `national-certificate/<subject>.json`, by name. */
export function nationalCertificateFiles(contentDir = CONTENT_DIR): string[] {
  return jsonFiles(path.join(contentDir, NATIONAL_CERTIFICATE_DIR)).map((name) => `${NATIONAL_CERTIFICATE_DIR}/${name}`);
}

/**
 * The seed files in the order they load (a file may refer to what an earlier one holds):
 * reference.json, universities.json, the topic files (topicFiles: banks/<subject>/*.json, or
 * topic-tests/<subject>.json for a subject without a bank), courses.json, pro.json,
 * exam-weights.json, national-certificate/<subject>.json, autotest/bank.json when it exists,
 * learning-centres.json and the news articles news/*.md (Markdown, by file name).
 */
export function seedFiles(): string[] {
  const banks = topicFiles();
  const autotest = fs.existsSync(path.join(CONTENT_DIR, AUTOTEST_BANK)) ? [AUTOTEST_BANK] : [];
  const news = fs.existsSync(path.join(CONTENT_DIR, NEWS_DIR))
    ? fs
        .readdirSync(path.join(CONTENT_DIR, NEWS_DIR))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `${NEWS_DIR}/${name}`)
    : [];
  return [
    REFERENCE_FILE,
    'universities.json',
    ...banks,
    'courses.json',
    'pro.json',
    EXAM_WEIGHTS_FILE,
    ...nationalCertificateFiles(),
    ...autotest,
    LEARNING_CENTRES_FILE,
    ...news,
  ];
}

/** Seed files whose stored hash differs from the file's (all of them with `force`). */
export async function changedSeedFiles(db: Db, { force = false }: { force?: boolean } = {}): Promise<string[]> {
  const files = seedFiles();
  if (force) return files;
  const stored = new Map(
    (
      await db
        .select()
        .from(appMeta)
        .where(like(appMeta.key, `${HASH_PREFIX}%`))
    ).map((row) => [row.key, row.value]),
  );
  return files.filter((file) => stored.get(hashKey(file)) !== fileHash(file));
}

const storeHash = (tx: Db, file: string, hash: string) =>
  tx
    .insert(appMeta)
    .values({ key: hashKey(file), value: hash })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: hash } });

/** Imports one seed file and stores its hash, in one transaction; skipped while the hash matches, unless `force`. */
export async function seedContentFile(
  db: Db,
  file: string,
  { force = false, now = new Date() }: { force?: boolean; now?: Date } = {},
): Promise<{ skipped: boolean; result?: ImportResult }> {
  const hash = fileHash(file);
  if (!force) {
    const [row] = await db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, hashKey(file)));
    if (row?.value === hash) return { skipped: true };
  }
  if (file.endsWith('.md')) {
    await inTransaction(db, async (tx) => {
      await writeNewsText(tx, read(file).toString('utf8'));
      await storeHash(tx, file, hash);
    });
    contentChanged();
    return { skipped: false };
  }
  const input: unknown = JSON.parse(read(file).toString('utf8'));
  const result = await inTransaction(db, async (tx) => {
    const imported = await importContent(tx, input, { now, readAsset: assetReader(path.join(CONTENT_DIR, path.dirname(file))) });
    await storeHash(tx, file, hash);
    return imported;
  });
  return { skipped: false, result };
}
