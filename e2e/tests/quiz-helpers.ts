// Taking a topic test through the api as a browser would: the question shape of GET /themed-order and
// the correct options learnt the honest way (another guest answers and reads them).
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect } from './fixtures';

export interface QuizQuestion {
  id: number;
  var_a_id: number;
  var_b_id: number;
  var_c_id: number;
  var_d_id: number;
  is_true: number | null;
}

/** The api refuses the two writing GETs from a browser without the CSRF header, as the site's client sends it. */
export const ORDER_HEADERS = { 'x-requested-with': 'XMLHttpRequest' };
export const optionIds = (q: QuizQuestion) => [q.var_a_id, q.var_b_id, q.var_c_id, q.var_d_id];

/**
 * Learns the correct options (their ids) of the first questions of a test the honest way: another
 * guest (its own cookie jar) takes the same test and reads `is_true` from its answers. The test under
 * study never gets a correct option before answering; its ticket shows the options in an order of its
 * own, so the letters are looked up there (`lettersIn`).
 */
export async function correctOptions(browser: Browser, testId: number, count: number): Promise<number[]> {
  const other = await browser.newContext();
  try {
    const request: APIRequestContext = other.request;
    const headers = { 'x-requested-with': 'XMLHttpRequest' };
    const order = await request.get(`/api/themed-order?test_id=${testId}`, { headers });
    expect(order.status()).toBe(200);
    const questions = ((await order.json()) as { data: { test: { questions: QuizQuestion[] }[] } }).data.test[0].questions;
    const correct: number[] = [];
    for (const q of questions.slice(0, count)) {
      expect(q.is_true).toBeNull();
      const res = await request.post('/api/check-test', { headers, data: { id: q.id, option_id: q.var_a_id } });
      expect(res.status()).toBe(200);
      correct.push(((await res.json()) as { data: { is_true: number } }).data.is_true);
    }
    return correct;
  } finally {
    await other.close();
  }
}
