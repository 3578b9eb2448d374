// The bank import bench (issue 30, ADR 039): `npx tsx tools/bench-import.ts` (from api/) writes
// BENCH_IMPORT_ITEMS (default 10,000) synthetic valid bank items — BENCH_IMPORT_TOPICS (default 20)
// topic files of one subject — into a temp content folder, checks them with the content gate, and
// imports them into a fresh embedded database (PGlite in a temp dir) the way the seed does: one
// transaction per file. Each item is a question in uz and in ru (20,000 question rows, 80,000
// options by default). Then imports them all again (nothing to write: the import is idempotent).
// Prints one JSON line with the times in seconds. Issue 30 asks for ≤ 60 s for 10,000 items.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../src/db/client';
import { importContent } from '../src/domains/content/import';
import { runContentGate } from '../src/domains/content/gate';
import { CONTENT_DIR, REFERENCE_FILE } from '../src/domains/content/seed';

const itemCount = Number(process.env.BENCH_IMPORT_ITEMS || 10_000);
const topicCount = Number(process.env.BENCH_IMPORT_TOPICS || 20);
const SUBJECT = 'tarix';

/** Item `n` of a topic: distinct stems and options, a balanced key, a difficulty 1–3. */
function syntheticItem(topic: string, n: number) {
  const id = `${SUBJECT}-${topic}-${String(n).padStart(4, '0')}`;
  const base = n * 4;
  return {
    id,
    difficulty: (n % 3) + 1,
    answer: 'ABCD'[n % 4],
    uz: {
      text: `Sintetik savol ${topic} ${n}: qaysi yil toʻgʻri?`,
      options: [0, 1, 2, 3].map((k) => `${1000 + base + k}-yil`),
      explanation: `Sintetik izoh ${n}: toʻgʻri javob taʼlim uchun tanlangan.`,
    },
    ru: {
      text: `Синтетический вопрос ${topic} ${n}: какой год верный?`,
      options: [0, 1, 2, 3].map((k) => `${1000 + base + k} год`),
      explanation: `Синтетическое пояснение ${n}: правильный ответ выбран для обучения.`,
    },
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
const contentDir = path.join(dir, 'content');
const bankDir = path.join(contentDir, 'banks', SUBJECT);
fs.mkdirSync(bankDir, { recursive: true });
fs.copyFileSync(path.join(CONTENT_DIR, REFERENCE_FILE), path.join(contentDir, REFERENCE_FILE));
const files: string[] = [];
for (let t = 0; t < topicCount; t++) {
  const key = `mavzu-${t + 1}`;
  const from = Math.floor((itemCount * t) / topicCount);
  const to = Math.floor((itemCount * (t + 1)) / topicCount);
  const file = path.join(bankDir, `${String(t + 1).padStart(2, '0')}-${key}.json`);
  const share = t === topicCount - 1 ? 1 - (topicCount - 1) * Number((1 / topicCount).toFixed(4)) : Number((1 / topicCount).toFixed(4));
  const body = {
    version: 1,
    kind: 'bank',
    subject: SUBJECT,
    topic: { key, name_uz: `Mavzu ${t + 1}`, name_ru: `Тема ${t + 1}`, sort: t + 1, share },
    items: Array.from({ length: to - from }, (_, i) => syntheticItem(key, from + i + 1)),
  };
  fs.writeFileSync(file, JSON.stringify(body, null, 2));
  files.push(file);
}

const database = await createDatabase({ dataDir: path.join(dir, 'db') });
try {
  let at = performance.now();
  const gate = runContentGate(contentDir);
  const gateSeconds = (performance.now() - at) / 1000;
  if (gate.errors.length) throw new Error(`the synthetic bank is not valid:\n${gate.errors.slice(0, 10).join('\n')}`);

  await database.migrate();
  await importContent(database.db, JSON.parse(fs.readFileSync(path.join(contentDir, REFERENCE_FILE), 'utf8')));

  const importAll = async () => {
    const written = { questions: 0, options: 0 };
    for (const file of files) {
      const result = await importContent(database.db, JSON.parse(fs.readFileSync(file, 'utf8')));
      written.questions += result.written.questions ?? 0;
      written.options += result.written.options ?? 0;
    }
    return written;
  };
  at = performance.now();
  const first = await importAll();
  const importSeconds = (performance.now() - at) / 1000;
  at = performance.now();
  const again = await importAll();
  const reimportSeconds = (performance.now() - at) / 1000;

  const counted = await database.db.execute(
    sql`select (select count(*) from question)::int as questions, (select count(*) from question_option)::int as options,
               (select count(*) from question where explanation is not null)::int as explained`,
  );
  const rows = (counted as unknown as { rows: Record<string, number>[] }).rows[0];
  console.log(
    JSON.stringify({
      items: itemCount,
      files: files.length,
      gate_seconds: Number(gateSeconds.toFixed(2)),
      import_seconds: Number(importSeconds.toFixed(2)),
      written: first,
      reimport_seconds: Number(reimportSeconds.toFixed(2)),
      rewritten: again,
      rows,
    }),
  );
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
