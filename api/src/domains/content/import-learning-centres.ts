// Kind "learning-centres": writes centres (by slug) with their logos, and their subjects (by centre
// and subject). Only rows that differ are written; nothing is deleted (leads refer to centres).
import { inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { address, learningCenter, learningCenterSubject } from '../../db/schema';
import { itemsOf, subjectReferences } from './format';
import type { LearningCentresFile } from './format-learning-centres';
import { contentImageUrl, refuseMissing, sha256Of, storeImages, subjectIds, upsertRows, type ImportResult } from './import-rows';

export async function importLearningCentres(
  tx: Db,
  file: LearningCentresFile,
  input: unknown,
  now: Date,
): Promise<Omit<ImportResult, 'kind'>> {
  const subjectId = await subjectIds(tx, input, subjectReferences(file));
  const regions = new Set((await tx.select({ id: address.id }).from(address).where(isNull(address.parent_id))).map((r) => r.id));
  refuseMissing(
    input,
    file.centres.flatMap((c, i) =>
      c.region_id !== null && !regions.has(c.region_id)
        ? [{ path: ['centres', i, 'region_id'], message: `no region with the id ${c.region_id}` }]
        : [],
    ),
  );
  const logos = new Map(file.centres.map((c) => [c.slug, c.logo.trim()]));
  const images = new Map([...logos.values()].map((svg) => [sha256Of(svg), svg]));
  const written = {
    images: await storeImages(tx, images, now),
    centres: await upsertRows(
      tx,
      learningCenter,
      file.centres.map(({ subjects: _s, logo: _l, region_id: regionId, ...c }, sort) => ({
        ...c,
        address_id: regionId,
        logo: contentImageUrl(sha256Of(logos.get(c.slug)!)),
        sort,
      })),
      ['slug'],
      [
        'name_uz',
        'name_ru',
        'title_uz',
        'title_ru',
        'description_uz',
        'description_ru',
        'logo',
        'address_id',
        'address_uz',
        'address_ru',
        'is_recommended',
        'sort',
      ],
    ),
    subjects: 0,
  };
  const ids = new Map(
    (
      await tx
        .select({ id: learningCenter.id, slug: learningCenter.slug })
        .from(learningCenter)
        .where(
          inArray(
            learningCenter.slug,
            file.centres.map((c) => c.slug),
          ),
        )
    ).map((r) => [r.slug, r.id]),
  );
  written.subjects = await upsertRows(
    tx,
    learningCenterSubject,
    file.centres.flatMap((c) =>
      c.subjects.map((s) => ({
        learning_center_id: ids.get(c.slug)!,
        subject_id: subjectId.get(s.subject)!,
        price: s.price,
        discount_percent: s.discount_percent,
      })),
    ),
    ['learning_center_id', 'subject_id'],
    ['price', 'discount_percent'],
  );
  return { items: itemsOf(file), written, kept: 0 };
}
