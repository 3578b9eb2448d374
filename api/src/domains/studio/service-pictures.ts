// Pictures of bank items uploaded in the studio (issue 35 item 2, ADR 056). SVG is checked by the
// content import's own rules (content/svg.ts: no scripts, handlers, foreignObject or external
// references — refused with the reason, never served) and stored like an imported picture; PNG, JPEG
// and WebP are decoded and re-encoded by sharp to a WebP of at most MAX_PICTURE_SIDE px a side, so
// nothing of the uploaded file but its pixels is kept (no metadata, no trailing bytes).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Locale } from '@platform/shared/contracts';
import type { Db } from '../../db/client';
import { contentPicture } from '../../db/schema';
import { HttpError } from '../../errors';
import { t } from '../../i18n';
import { contentImageUrl, contentPictureUrl, sha256Of, storeImages } from '../content/import-rows';
import { MAX_SVG_BYTES, svgProblem } from '@platform/shared/bank-item';
import { audit } from './service-audit';
import type { Writer } from './service-bank-drafts';

export const MAX_PICTURE_SIDE = 1200;
/** Decoding is refused above this many pixels (a small file can claim a huge image). */
const MAX_INPUT_PIXELS = 40_000_000;
const FORMAT_OF = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

export interface PictureUpload {
  type: 'image/svg+xml' | keyof typeof FORMAT_OF;
  data: string;
}

const refused = (reason: string) => new HttpError(400, 'PICTURE_INVALID', 'errors.studio_picture_invalid', { reason }, {}, 'data');

/** Stores an upload; returns its address (and the markup of an SVG, to put inline in the item). */
export async function uploadPicture(db: Db, actor: Writer, body: PictureUpload, locale: Locale, now = new Date()) {
  const bytes = Buffer.from(body.data, 'base64');
  if (body.type === 'image/svg+xml') {
    const markup = bytes.toString('utf8').trim();
    if (Buffer.byteLength(markup) > MAX_SVG_BYTES) throw refused(t(locale, 'reasons.too_big'));
    const problem = svgProblem(markup);
    if (problem) throw refused(problem);
    const hash = sha256Of(markup);
    await db.transaction(async (tx) => {
      const fresh = await storeImages(tx as unknown as Db, new Map([[hash, markup]]), now);
      if (fresh)
        await audit(
          tx,
          actor,
          { action: 'bank.picture', entity: 'content_image', entityId: hash, before: null, after: { type: body.type } },
          now,
        );
    });
    return { url: contentImageUrl(hash), svg: markup, width: null, height: null };
  }
  let encoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== FORMAT_OF[body.type]) throw new Error(`not ${body.type}: ${meta.format}`);
    encoded = await image
      .rotate()
      .resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refused(t(locale, 'errors.studio_picture_unreadable'));
  }
  const hash = createHash('sha256').update(encoded.data).digest('hex');
  const picture = { sha256: hash, webp: encoded.data, width: encoded.info.width, height: encoded.info.height, created_at: now };
  await db.transaction(async (tx) => {
    const stored = await tx.insert(contentPicture).values(picture).onConflictDoNothing().returning({ sha256: contentPicture.sha256 });
    const after = { type: 'image/webp', width: picture.width, height: picture.height, bytes: encoded.data.length };
    if (stored.length)
      await audit(tx, actor, { action: 'bank.picture', entity: 'content_picture', entityId: hash, before: null, after }, now);
  });
  return { url: contentPictureUrl(hash), svg: null, width: picture.width, height: picture.height };
}
