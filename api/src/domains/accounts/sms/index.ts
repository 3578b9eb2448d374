import type { Db } from '../../../db/client';
import { createDevSms } from './dev';
import { createEskizSms, type EskizOptions } from './eskiz';

/** Sends one text message to a number of PHONE_PREFIX (+998). */
export interface SmsProvider {
  readonly name: 'dev' | 'eskiz';
  send(phone: string, text: string): Promise<void>;
}

export type SmsConfig = { provider: 'dev' } | ({ provider: 'eskiz' } & EskizOptions);

export function createSmsProvider(config: SmsConfig, db: Db): SmsProvider {
  return config.provider === 'eskiz' ? createEskizSms(config) : createDevSms(db);
}
