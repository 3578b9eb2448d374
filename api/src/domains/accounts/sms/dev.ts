import { desc, eq } from 'drizzle-orm';
import { unixSeconds } from '@platform/shared/dates';
import { smsOutbox } from '../../../db/schema';
import type { Db } from '../../../db/client';
import type { SmsProvider } from './index';

/** Development provider: nothing leaves the machine; messages are listed at /api/__dev/outbox. */
export function createDevSms(db: Db): SmsProvider {
  return {
    name: 'dev',
    async send(phone, text) {
      await db.insert(smsOutbox).values({ phone, text });
    },
  };
}

/** The latest 50 messages of the dev provider, of one phone or of all (GET /api/__dev/outbox). */
export async function readOutbox(db: Db, phone: string | undefined) {
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.phone, phone) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(50);
  return rows.map((r) => ({ id: r.id, phone: r.phone, text: r.text, created_at: unixSeconds(r.created_at) }));
}
