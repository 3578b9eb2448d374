import { smsOutbox } from '../../db/schema';
import type { Db } from '../../db/client';
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
