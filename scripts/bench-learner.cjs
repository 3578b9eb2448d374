// Signing a bench learner in, as the benches of `npm run bench` do it (scripts/bench.cjs,
// bench-lighthouse.cjs, bench-examday.cjs): a code is sent to a new number, read back from the dev
// SMS provider's outbox (GET /api/__dev/outbox, SMS_PROVIDER=dev) and verified; the session cookie
// is what the learner sends from then on.

/** Headers of every bench request: json, and the header the api's CSRF check asks of a script. */
const BENCH_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'bench' };

/** The 5-digit code of the latest SMS the dev provider keeps for `phone`. */
async function outboxCode(base, phone) {
  const outbox = await (await fetch(`${base}/api/__dev/outbox?phone=${encodeURIComponent(phone)}`)).json();
  const match = /#(\d{5})/.exec(outbox.data?.[0]?.text ?? '');
  if (!match) throw new Error(`no code in the dev outbox for ${phone} (is the api on SMS_PROVIDER=dev?)`);
  return match[1];
}

/**
 * Signs a new number in through the dev outbox; its session cookie `sid=…`. `timed(step, ms)` (optional)
 * is told how long each of the three calls took.
 */
async function benchLearner(base, phone, timed = () => undefined) {
  const headers = BENCH_HEADERS;
  let started = performance.now();
  const sent = await fetch(`${base}/api/auth/send-sms`, { method: 'POST', headers, body: JSON.stringify({ phone }) });
  if (!sent.ok) throw new Error(`send-sms for the bench: HTTP ${sent.status} ${await sent.text()}`);
  await sent.arrayBuffer();
  timed('send-sms', performance.now() - started);
  const code = await outboxCode(base, phone);
  started = performance.now();
  const verified = await fetch(`${base}/api/auth/verify-sms`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone, code, platform: 'web' }),
  });
  if (!verified.ok) throw new Error(`verify-sms for the bench: HTTP ${verified.status} ${await verified.text()}`);
  await verified.arrayBuffer();
  timed('verify-sms', performance.now() - started);
  return verified.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    .split(';')[0];
}

module.exports = { BENCH_HEADERS, benchLearner, outboxCode };
