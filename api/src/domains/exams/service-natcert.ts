// The national certificate on the exam engine (ADR 042, superseding ADR 014's weights row): each
// subject's specification (`nc_spec`: the time and the parts of the paper) gives the structure of its
// exam, and an order draws one whole set (a variant) — the variants this learner has not taken first,
// then the one taken longest ago. A subject is offered in a language when it has NC_MIN_VARIANTS
// full sets in it: sets whose live items follow the spec's parts in order.
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { NC_MIN_VARIANTS, roundBall, type ExamOrder, type NcDirection, type NcPart } from '@platform/shared/exams';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { examQuestion, examSection, examTicket, ncItem, ncSpec, subject } from '../../db/schema';
import { rowsOf } from '../../db/sql';
import { HttpError } from '../../errors';
import { localized, pick } from '../../i18n';

export type NcSpecRow = typeof ncSpec.$inferSelect;

/** The exam's name: the certificate and the subject. */
const NC_EXAM_NAME = { uz: 'Milliy sertifikat', ru: 'Национальный сертификат' };
export const ncExamName = (locale: Locale, subjectName?: string | null) =>
  subjectName ? `${localized(NC_EXAM_NAME, locale)}: ${subjectName}` : localized(NC_EXAM_NAME, locale);

/** The item types of a spec in the order of the paper, one per task. */
export const partTypes = (parts: NcPart[]) => parts.flatMap((p) => Array.from({ length: p.count }, () => p.type));

/** The auto-graded maximum of a spec (an essay's points are shown, not counted). */
export const ncMaxBall = (parts: NcPart[]) => roundBall(parts.reduce((sum, p) => sum + (p.type === 'essay' ? 0 : p.count * p.points), 0));

export async function ncSpecs(db: Db, subjectIds?: number[]): Promise<Map<number, NcSpecRow>> {
  const rows = await db
    .select()
    .from(ncSpec)
    .where(subjectIds ? inArray(ncSpec.subject_id, subjectIds.length ? subjectIds : [0]) : undefined);
  return new Map(rows.map((r) => [r.subject_id, r]));
}

/**
 * The full sets: subject → language → variants (ascending) whose live items, in position order,
 * are exactly the spec's parts (a set a writer left short, or a spec changed without its sets, is
 * not drawn).
 */
export async function ncFullSets(db: Db, specs: Map<number, NcSpecRow>): Promise<Map<number, Map<number, number[]>>> {
  const ids = [...specs.keys()];
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ subject_id: number; language_id: number; variant: number; types: string }>(
    db,
    sql`select ${ncItem.subject_id} as subject_id, ${ncItem.language_id} as language_id, ${ncItem.variant} as variant,
               string_agg(${ncItem.type}, ',' order by ${ncItem.position}) as types
          from ${ncItem}
         where not ${ncItem.retired} and ${inArray(ncItem.subject_id, ids)}
         group by ${ncItem.subject_id}, ${ncItem.language_id}, ${ncItem.variant}
         order by 1, 2, 3`,
  );
  const full = new Map<number, Map<number, number[]>>();
  for (const r of rows) {
    const spec = specs.get(Number(r.subject_id));
    if (!spec || r.types !== partTypes(spec.parts).join(',')) continue;
    const byLanguage = full.get(Number(r.subject_id)) ?? new Map<number, number[]>();
    byLanguage.set(Number(r.language_id), [...(byLanguage.get(Number(r.language_id)) ?? []), Number(r.variant)]);
    full.set(Number(r.subject_id), byLanguage);
  }
  return full;
}

/** Subject id → the languages with at least NC_MIN_VARIANTS full sets. */
export async function ncOffered(db: Db, specs?: Map<number, NcSpecRow>): Promise<Map<number, number[]>> {
  const full = await ncFullSets(db, specs ?? (await ncSpecs(db)));
  const offered = new Map<number, number[]>();
  for (const [subjectId, byLanguage] of full) {
    const languages = [...byLanguage]
      .filter(([, variants]) => variants.length >= NC_MIN_VARIANTS)
      .map(([language]) => language)
      .sort();
    if (languages.length) offered.set(subjectId, languages);
  }
  return offered;
}

/** GET /nat-certificate/directions: the offered subjects (of one language when asked), each with its spec. */
export async function ncDirections(db: Db, locale: Locale, languageId: number | undefined): Promise<NcDirection[]> {
  const specs = await ncSpecs(db);
  const offered = await ncOffered(db, specs);
  const ids = [...offered].filter(([, langs]) => languageId === undefined || langs.includes(languageId)).map(([id]) => id);
  if (!ids.length) return [];
  const rows = await db.select().from(subject).where(inArray(subject.id, ids)).orderBy(subject.id);
  return rows.map((s) => {
    const spec = specs.get(s.id)!;
    return {
      id: s.id,
      name: pick(s, 'name', locale),
      language_ids: offered.get(s.id)!,
      minutes: spec.minutes,
      question_count: spec.parts.reduce((n, p) => n + p.count, 0),
      max_ball: ncMaxBall(spec.parts),
      parts: spec.parts,
      note: (locale === 'ru' ? spec.note_ru : spec.note_uz) ?? null,
    };
  });
}

/**
 * The variant to draw of `variants`: one this learner has never taken (of the subject, in any
 * language: the same tasks translated are no new set), at random among them; when every one has been
 * taken, the one whose last sitting is the oldest.
 */
export async function chooseVariant(db: Db, userId: number, subjectId: number, variants: number[]): Promise<number> {
  const taken = new Map(
    (
      await db
        .select({ variant: examTicket.nc_variant, last: sql<string>`max(${examTicket.started_at})` })
        .from(examTicket)
        .where(
          and(
            eq(examTicket.user_id, userId),
            eq(examTicket.kind, 'natcert'),
            eq(examTicket.block1_id, subjectId),
            isNotNull(examTicket.nc_variant),
          ),
        )
        .groupBy(examTicket.nc_variant)
    ).map((r) => [Number(r.variant), new Date(r.last).getTime()]),
  );
  const fresh = variants.filter((v) => !taken.has(v));
  if (fresh.length) return fresh[randomInt(fresh.length)];
  return [...variants].sort((a, b) => taken.get(a)! - taken.get(b)! || a - b)[0];
}

/** Minutes per part, in proportion to its points (largest remainder), adding up to the spec's time. */
export function partMinutes(parts: NcPart[], minutes: number): number[] {
  const weights = parts.map((p) => p.count * p.points);
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (w * minutes) / total);
  const out = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  const left = minutes - out.reduce((a, b) => a + b, 0);
  for (let k = 0; k < left; k++) out[order[k % order.length].i] += 1;
  return out;
}

/** Section names by item type; a type in two parts of the paper is told apart by its task numbers. */
export const NC_SECTION_NAMES: Record<NcPart['type'], { uz: string; ru: string }> = {
  single: { uz: 'Yopiq testlar', ru: 'Закрытые тесты' },
  matching: { uz: 'Moslashtirish', ru: 'Соответствие' },
  short: { uz: 'Qisqa javob', ru: 'Краткий ответ' },
  essay: { uz: 'Yozma ish', ru: 'Письменная работа' },
};

/**
 * Makes a national-certificate ticket inside the order's transaction: the subject's spec, one whole
 * set of the language drawn by `chooseVariant`, a section per part of the spec (its type, count,
 * points, partial credit), the spec's minutes. 400 when the subject is not offered in the language.
 */
export async function orderNcTicket(
  tx: Db,
  userId: number,
  input: { languageId: number; subjectId: number },
  now: Date,
  shuffled: (n: number) => number[],
): Promise<ExamOrder> {
  const notOffered = () => new HttpError(400, 'VALIDATION_ERROR', 'exams.subject_not_offered', {}, {}, 'subject_id');
  const specs = await ncSpecs(tx, [input.subjectId]);
  const spec = specs.get(input.subjectId);
  if (!spec) throw notOffered();
  const variants = (await ncFullSets(tx, specs)).get(input.subjectId)?.get(input.languageId) ?? [];
  if (variants.length < NC_MIN_VARIANTS) throw notOffered();
  const variant = await chooseVariant(tx, userId, input.subjectId, variants);
  const items = await tx
    .select({ id: ncItem.id, year: ncItem.year, body: ncItem.body })
    .from(ncItem)
    .where(
      and(
        eq(ncItem.subject_id, input.subjectId),
        eq(ncItem.language_id, input.languageId),
        eq(ncItem.variant, variant),
        eq(ncItem.retired, false),
      ),
    )
    .orderBy(asc(ncItem.position));
  const minutes = partMinutes(spec.parts, spec.minutes);

  const [ticket] = await tx
    .insert(examTicket)
    .values({
      user_id: userId,
      kind: 'natcert',
      year: items[0].year,
      language_id: input.languageId,
      block1_id: input.subjectId,
      block2_id: null,
      nc_variant: variant,
      question_count: items.length,
      max_ball: ncMaxBall(spec.parts),
      started_at: now,
      deadline_at: new Date(now.getTime() + spec.minutes * 60_000),
    })
    .returning({ id: examTicket.id });
  const sections = await tx
    .insert(examSection)
    .values(
      spec.parts.map((part, position) => ({
        ticket_id: ticket.id,
        position,
        role: part.type,
        subject_id: input.subjectId,
        question_count: part.count,
        points: part.points,
        minutes: minutes[position],
        partial: part.partial,
      })),
    )
    .returning({ id: examSection.id, position: examSection.position });
  const sectionId = new Map(sections.map((s) => [s.position, s.id]));
  const sectionOf = spec.parts.flatMap((part, position) => Array.from({ length: part.count }, () => sectionId.get(position)!));
  await tx.insert(examQuestion).values(
    items.map((item, position) => ({
      ticket_id: ticket.id,
      section_id: sectionOf[position],
      position,
      nc_item_id: item.id,
      // the shown order of the options / the right column (ADR 030): the ticket's own ids
      option_order: shuffled((item.body.options ?? item.body.right ?? []).length),
    })),
  );
  return { is_allowed: true, ticket_id: ticket.id };
}
