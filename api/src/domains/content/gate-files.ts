// The content gate's rules on one file as read (ADR 039): the items of a bank file (its place, ids,
// texts and generated keys) and the texts of a national-certificate file (ADR 042). They run on the
// file as it is, so they report even when the schema refuses the file; gate.ts adds the rules across
// files.
import path from 'node:path';
import { formatProblem } from './format';
import { asString, isRecord, listOf } from './format-fields';
import { checkProblems } from './gate-check';
import { apostropheProblems, FOREIGN_LANGUAGE_SUBJECTS, itemTextProblems, normalisedStem, type ItemText } from './gate-text';
import { BANKS_DIR, NATIONAL_CERTIFICATE_DIR } from './seed';

export const LANGUAGES = ['uz', 'ru'] as const;

/** A bank item as the rules across files see it. */
export interface SeenItem {
  file: string;
  id: string;
  subject: string;
  stems: Record<(typeof LANGUAGES)[number], { stem: string; options: string }>;
}

/** The rules on the items of one bank file, read from the file as it is (`file`: its path under content/). */
export function bankFileProblems(file: string, input: unknown): { errors: string[]; items: SeenItem[] } {
  const errors: string[] = [];
  const items: SeenItem[] = [];
  const at = (pathTo: PropertyKey[], message: string) => errors.push(`${file}: ${formatProblem(input, pathTo, message)}`);
  if (!isRecord(input) || input.kind !== 'bank') return { errors, items };
  const subject = asString(input.subject);
  const folder = file.split('/').at(-2);
  if (file.startsWith(`${BANKS_DIR}/`) && folder && subject && folder !== subject)
    at(['subject'], `"${subject}" in the folder of "${folder}": a bank file lies in banks/<its subject>/`);
  const topic = isRecord(input.topic) ? input.topic : {};
  const topicKey = asString(topic.key);
  const name = path.basename(file);
  if (topicKey && !new RegExp(`^\\d{2}-${topicKey}\\.json$`).test(name))
    at(['topic', 'key'], `the file of topic "${topicKey}" is named NN-${topicKey}.json, not ${name}`);
  listOf(input.items).forEach((raw, i) => {
    if (!isRecord(raw)) return;
    const id = asString(raw.id);
    if (id && subject && !id.startsWith(`${subject}-`)) at(['items', i, 'id'], `an id starts with the subject: ${subject}-<topic>-NNN`);
    const seen: SeenItem = { file, id, subject, stems: { uz: { stem: '', options: '' }, ru: { stem: '', options: '' } } };
    for (const language of LANGUAGES) {
      const version = raw[language];
      if (!isRecord(version)) continue;
      const options = listOf(version.options).map(asString);
      const texts: ItemText[] = [
        [['text'], asString(version.text)],
        ...options.map((o, k): ItemText => [['options', k], o]),
        [['explanation'], asString(version.explanation)],
      ];
      itemTextProblems(texts, ['items', i, language], { subject, uzbek: language === 'uz' }, at);
      seen.stems[language] = {
        stem: normalisedStem(asString(version.text)),
        options: options.map(normalisedStem).sort().join('\u0000'),
      };
    }
    if (raw.check !== undefined) for (const problem of checkProblems(raw.check, raw.answer)) at(['items', i, 'check'], problem);
    items.push(seen);
  });
  return { errors, items };
}

// ── one national-certificate file ──────────────────────────────────────────────────────────────

/**
 * The text rules on a national-certificate file (ADR 042), read from the file as it is: it lies in
 * national-certificate/<its subject>.json; its Uzbek texts (the uz sets and the spec's note_uz) use
 * ʻ and ʼ — for a foreign-language subject only the explanations and the note, as in the banks —
 * and a formula subject writes its formulas in $…$ (texts, options, pairs, explanations; not the
 * accepted short answers, which are what a learner types).
 */
export function nationalCertificateFileProblems(file: string, input: unknown): string[] {
  const errors: string[] = [];
  const at = (pathTo: PropertyKey[], message: string) => errors.push(`${file}: ${formatProblem(input, pathTo, message)}`);
  if (!isRecord(input) || input.kind !== 'national-certificate') return errors;
  const subject = asString(input.subject);
  const name = path.basename(file);
  if (!file.startsWith(`${NATIONAL_CERTIFICATE_DIR}/`) || (subject && name !== `${subject}.json`))
    at(['subject'], `a national-certificate file is ${NATIONAL_CERTIFICATE_DIR}/${subject || '<subject>'}.json, not ${file}`);
  const spec = isRecord(input.spec) ? input.spec : {};
  const foreign = FOREIGN_LANGUAGE_SUBJECTS.includes(subject);
  for (const problem of apostropheProblems(asString(spec.note_uz), foreign)) at(['spec', 'note_uz'], `apostrophe: ${problem}`);
  listOf(input.sets).forEach((set, s) => {
    if (!isRecord(set)) return;
    const uzbek = set.language === 'uz';
    listOf(set.items).forEach((raw, i) => {
      if (!isRecord(raw)) return;
      const texts: ItemText[] = [
        [['text'], asString(raw.text)],
        ...listOf(raw.options).map((o, k): ItemText => [['options', k], asString(o)]),
        ...listOf(raw.pairs).flatMap((p, k): ItemText[] =>
          isRecord(p)
            ? [
                [['pairs', k, 'left'], asString(p.left)],
                [['pairs', k, 'right'], asString(p.right)],
              ]
            : [],
        ),
        [['explanation'], asString(raw.explanation)],
      ];
      itemTextProblems(texts, ['sets', s, 'items', i], { subject, uzbek }, at);
    });
  });
  return errors;
}
