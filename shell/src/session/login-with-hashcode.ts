import { api } from '@platform/shared/api';
import { loginResponse } from '@platform/shared/contracts';

/** Exchanges a Telegram bot link's single-use hashcode for a session. */
export function loginWithHashcode(hashcode: string) {
  return api.post('/auth/login-with-telegram', { schema: loginResponse, body: { hashcode } });
}
