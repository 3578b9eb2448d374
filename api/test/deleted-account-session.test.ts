// An account deleted while another process still remembers its session (issue 29, ADR 033: sessions are
// cached in process for up to 5 s): a write for it is refused as signed out (401), never a 500 from the
// foreign key the deleted user row leaves dangling.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { errorBodySchema } from '@platform/shared/contracts';
import { appUser, ticket } from '../src/db/schema';
import { HIGH_LIMITS, XRW, createTestApp, signIn, uniquePhone, type TestContext } from './helpers';
import { insertTopicFixture, type TopicFixture } from './tests-fixture';

let ctx: TestContext;
let topic: TopicFixture;

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  topic = await insertTopicFixture(ctx.database.db, { lessons: 1, questions: 3 });
});
after(() => ctx.close());

describe('a write for an account deleted meanwhile', () => {
  it('answers 401 UNAUTHORIZED (localised), and writes nothing', async () => {
    const { cookie, body } = await signIn(ctx.app, uniquePhone());
    const userId = body.data.user.id;
    // the session is now remembered by this process
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile/view', headers: { cookie } });
    assert.equal(profile.statusCode, 200, profile.body);
    // another process deletes the account (its sessions go with it, by cascade)
    await ctx.database.db.delete(appUser).where(eq(appUser.id, userId));

    // a topic ticket for the remembered session would reference the deleted user row
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/themed-order?test_id=${topic.uz[0].id}`,
      headers: { ...XRW, cookie, 'accept-language': 'ru' },
    });
    assert.equal(order.statusCode, 401, order.body);
    const error = errorBodySchema.parse(order.json());
    assert.equal(error.code, 'UNAUTHORIZED');
    assert.match(error.message, /[А-Яа-я]/, 'the message is in the request language');
    assert.deepEqual(await ctx.database.db.select().from(ticket).where(eq(ticket.user_id, userId)), []);
  });
});
