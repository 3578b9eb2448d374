// Eskiz notify API (https://notify.eskiz.uz): token login, refresh on 401, send with `mobile_phone`
// in digits only (998901234567).
import type { SmsProvider } from './index';

export interface EskizOptions {
  baseUrl: string;
  email: string;
  password: string;
  from: string;
  /** Per-call timeout, ms. */
  timeoutMs?: number;
}

export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

export function createEskizSms({ baseUrl, email, password, from, timeoutMs = 10_000 }: EskizOptions): SmsProvider {
  const base = baseUrl.replace(/\/$/, '');
  let token: string | null = null;

  async function call(method: string, path: string, body?: FormData, bearer?: string): Promise<Response> {
    return fetch(`${base}${path}`, {
      method,
      body,
      headers: bearer ? { Authorization: `Bearer ${bearer}` } : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  async function tokenFrom(response: Response, what: string): Promise<string> {
    if (!response.ok) throw new SmsDeliveryError(`eskiz ${what} failed: HTTP ${response.status}`);
    const json = (await response.json()) as { data?: { token?: unknown } };
    if (typeof json.data?.token !== 'string' || !json.data.token) throw new SmsDeliveryError(`eskiz ${what}: no token`);
    return json.data.token;
  }

  async function login(): Promise<string> {
    const form = new FormData();
    form.set('email', email);
    form.set('password', password);
    token = await tokenFrom(await call('POST', '/api/auth/login', form), 'login');
    return token;
  }

  /** A fresh token: refresh the old one, or log in again when the refresh is refused. */
  async function renew(): Promise<string> {
    if (token) {
      const refreshed = await call('PATCH', '/api/auth/refresh', undefined, token);
      if (refreshed.ok) {
        token = await tokenFrom(refreshed, 'refresh');
        return token;
      }
    }
    return login();
  }

  async function sendOnce(current: string, phone: string, text: string): Promise<Response> {
    const form = new FormData();
    form.set('mobile_phone', phone.replace(/^\+/, ''));
    form.set('message', text);
    form.set('from', from);
    return call('POST', '/api/message/sms/send', form, current);
  }

  return {
    name: 'eskiz',
    async send(phone, text) {
      let response = await sendOnce(token ?? (await login()), phone, text);
      if (response.status === 401) response = await sendOnce(await renew(), phone, text);
      if (!response.ok) throw new SmsDeliveryError(`eskiz send failed: HTTP ${response.status}`);
    },
  };
}
