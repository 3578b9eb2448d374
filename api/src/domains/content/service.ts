// Pictures stored by the content import, looked up by the name they are served under.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentImage } from '../../db/schema';

const FILE = /^([0-9a-f]{64})\.svg$/;

/** The SVG of `<sha256>.svg`, or null for any other name or an unknown hash. */
export async function contentImageSvg(db: Db, file: string): Promise<string | null> {
  const match = FILE.exec(file);
  if (!match) return null;
  const [row] = await db.select({ svg: contentImage.svg }).from(contentImage).where(eq(contentImage.sha256, match[1]));
  return row?.svg ?? null;
}
