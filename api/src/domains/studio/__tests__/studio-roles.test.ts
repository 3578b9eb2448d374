// Staff roles and the audit log (issue 35 items 1 and 9): an admin grants and revokes through
// /api/studio/roles, `npm run roles` does the same through the same service, every change is audited
// (who, when, before → after) and GET /api/studio/audit pages and filters it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { auditResponse, staffRoleListResponse, staffRoleResponse, studioMeResponse } from '@platform/shared/studio';
import { appUser, staffRole, studioAudit } from '../../../db/schema';
import { HIGH_LIMITS, XRW, createTestApp, registeredUser, uniquePhone, type TestContext } from '../../../../test/helpers';
import { deleteAccount, exportAccount } from '../../accounts/service-account-data';
import { rolesCommand } from '../roles-command';
import { DEMO_STAFF } from '../seed';
import { signInEveryone, type Who } from './studio-fixture';

let ctx: TestContext;
let cookies: Record<Who, string | undefined>;
let adminId: number;

before(async () => {
  ctx = await createTestApp({ auth: { limits: HIGH_LIMITS } });
  ({ cookies } = await signInEveryone(ctx));
  const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
  [{ id: adminId }] = await ctx.database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.phone, admin.phone));
});
after(async () => {
  await ctx?.close();
});

async function as(who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, locale = 'uz') {
  const headers = { ...(method === 'GET' ? {} : XRW), cookie: cookies[who] ?? '', 'accept-language': locale };
  const res = await ctx.app.inject({ method, url, headers, payload });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

const auditRows = (entityId: string) => ctx.database.db.select().from(studioAudit).where(eq(studioAudit.entity_id, entityId));

describe('/api/studio/roles', () => {
  it('an admin grants a role, lists it, revokes it; each change is one audit row', async () => {
    const person = await registeredUser(ctx.app);
    const granted = await as('admin', 'POST', '/api/studio/roles', { phone: person.phone, role: 'reviewer' });
    assert.equal(granted.status, 200, JSON.stringify(granted.body));
    assert.deepEqual(
      { ...staffRoleResponse.parse(granted.body).data, created_at: 0 },
      {
        user_id: person.id,
        phone: person.phone,
        name: 'Test User',
        role: 'reviewer',
        scope: null,
        created_at: 0,
      },
    );
    const me = studioMeResponse.parse((await as('admin', 'GET', '/api/studio/me')).body).data;
    assert.deepEqual(me.roles, [{ role: 'admin', scope: null }]);
    // the new reviewer is let in where reviewers are
    const { cookie } = person;
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/studio/reports', headers: { cookie } });
    assert.equal(inbox.statusCode, 200);

    const again = await as('admin', 'POST', '/api/studio/roles', { phone: person.phone, role: 'reviewer' });
    assert.equal(again.status, 200);
    const list = staffRoleListResponse.parse((await as('admin', 'GET', '/api/studio/roles')).body).data;
    assert.ok(list.some((r) => r.user_id === person.id && r.role === 'reviewer'));
    assert.equal(list.filter((r) => DEMO_STAFF.some((s) => s.phone === r.phone)).length, DEMO_STAFF.length);

    const revoked = await as('admin', 'DELETE', `/api/studio/roles?phone=${encodeURIComponent(person.phone)}&role=reviewer`);
    assert.deepEqual(revoked.body, { data: { revoked: true } });
    const twice = await as('admin', 'DELETE', `/api/studio/roles?phone=${encodeURIComponent(person.phone)}&role=reviewer`);
    assert.deepEqual(twice.body, { data: { revoked: false } });
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/studio/reports', headers: { cookie } });
    assert.equal(refused.statusCode, 403);

    const rows = await auditRows(`${person.id}:reviewer`);
    assert.deepEqual(
      rows.map((r) => [r.action, r.actor_id, r.via, r.before, r.after]),
      [
        ['role.grant', adminId, 'studio', null, { role: 'reviewer', university_id: null, learning_center_id: null }],
        ['role.revoke', adminId, 'studio', { role: 'reviewer', university_id: null, learning_center_id: null }, null],
      ],
      'the second grant changed nothing and wrote nothing',
    );
    assert.equal(rows[0].actor_phone, DEMO_STAFF.find((s) => s.role === 'admin')!.phone);
  });

  it('refuses bad grants with a localized 4xx naming the field', async () => {
    const person = await registeredUser(ctx.app);
    const cases: [object, number, string, string | undefined][] = [
      [{ phone: person.phone, role: 'partner' }, 400, 'VALIDATION_ERROR', 'scope'],
      [{ phone: person.phone, role: 'editor', scope: 'university:wiut' }, 400, 'VALIDATION_ERROR', 'scope'],
      [{ phone: person.phone, role: 'partner', scope: 'university:no-such' }, 404, 'SCOPE_NOT_FOUND', 'scope'],
      [{ phone: person.phone, role: 'owner' }, 400, 'VALIDATION_ERROR', 'role'],
      [{ phone: '12', role: 'editor' }, 400, 'VALIDATION_ERROR', 'phone'],
      [{ phone: uniquePhone(), role: 'editor' }, 404, 'USER_NOT_FOUND', 'phone'],
      [{ phone: person.phone, role: 'editor', extra: 1 }, 400, 'VALIDATION_ERROR', undefined],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await as('admin', 'POST', '/api/studio/roles', body);
      assert.equal(res.status, status, JSON.stringify([body, res.body]));
      assert.equal(res.body.code, code);
      if (field) assert.equal(res.body.field, field, JSON.stringify(res.body));
    }
    const ru = await as('admin', 'POST', '/api/studio/roles', { phone: person.phone, role: 'partner' }, 'ru');
    assert.equal(ru.body.message, 'Для партнёра укажите университет или учебный центр');
    const uz = await as('admin', 'POST', '/api/studio/roles', { phone: person.phone, role: 'partner' });
    assert.equal(uz.body.message, 'Hamkor uchun universitet yoki oʻquv markazini koʻrsating');
    const rows = await ctx.database.db.select().from(staffRole).where(eq(staffRole.user_id, person.id));
    assert.deepEqual(rows, [], 'nothing granted');
  });

  it('an admin cannot revoke their own admin role', async () => {
    const admin = DEMO_STAFF.find((s) => s.role === 'admin')!;
    const res = await as('admin', 'DELETE', `/api/studio/roles?phone=${encodeURIComponent(admin.phone)}&role=admin`);
    assert.equal(res.status, 409);
    assert.equal(res.body.code, 'OWN_ADMIN_ROLE');
  });
});

describe('npm run roles', () => {
  it('grants a partner of a learning centre, lists and revokes, audited as the CLI', async () => {
    const person = await registeredUser(ctx.app);
    const db = ctx.database.db;
    const granted = await rolesCommand(db, ['grant', person.phone, 'partner', 'centre:ilm-nuri']);
    assert.deepEqual(granted, { code: 0, out: [`${person.phone}: partner of centre ilm-nuri`], err: [] });
    const moved = await rolesCommand(db, ['grant', person.phone, 'partner', 'university:wiut']);
    assert.equal(moved.out[0], `${person.phone}: partner of university wiut`);
    const list = await rolesCommand(db, ['list']);
    assert.ok(
      list.out.some((line) => line.startsWith(`${person.phone}  partner   university:wiut`)),
      list.out.join('\n'),
    );
    assert.equal((await rolesCommand(db, ['revoke', person.phone, 'partner'])).out[0], `${person.phone}: partner revoked`);
    const rows = await auditRows(`${person.id}:partner`);
    assert.deepEqual(
      rows.map((r) => [r.action, r.via, r.actor_id]),
      [
        ['role.grant', 'cli', null],
        ['role.grant', 'cli', null],
        ['role.revoke', 'cli', null],
      ],
    );
    assert.notEqual((rows[1].before as { learning_center_id: number | null }).learning_center_id, null, 'before: the centre');

    const bad = await rolesCommand(db, ['grant', person.phone, 'boss']);
    assert.equal(bad.code, 1);
    assert.match(bad.err[0], /^role: /);
    const noScope = await rolesCommand(db, ['grant', person.phone, 'partner']);
    assert.deepEqual([noScope.code, noScope.err[0]], [1, 'VALIDATION_ERROR: Для партнёра укажите университет или учебный центр']);
    assert.equal((await rolesCommand(db, ['frobnicate'])).code, 1);
    const [still] = await db
      .select()
      .from(staffRole)
      .where(and(eq(staffRole.user_id, person.id)));
    assert.equal(still, undefined);
  });
});

describe('GET /api/studio/audit', () => {
  it('pages the log newest first and filters by actor and entity', async () => {
    const person = await registeredUser(ctx.app);
    for (const role of ['editor', 'ops'] as const) await as('admin', 'POST', '/api/studio/roles', { phone: person.phone, role });
    const mine = auditResponse.parse((await as('admin', 'GET', `/api/studio/audit?actor_id=${adminId}&size=1`)).body);
    assert.equal(mine.data.length, 1);
    assert.equal(mine.data[0].entity_id, `${person.id}:ops`, 'newest first');
    assert.ok(mine.meta.total >= 2);
    assert.equal(mine.meta.page_count, mine.meta.total);
    const second = auditResponse.parse((await as('admin', 'GET', `/api/studio/audit?actor_id=${adminId}&size=1&page=2`)).body);
    assert.equal(second.data[0].entity_id, `${person.id}:editor`);
    const one = auditResponse.parse((await as('admin', 'GET', `/api/studio/audit?entity=staff_role&entity_id=${person.id}:editor`)).body);
    assert.deepEqual(
      one.data.map((r) => [r.action, r.actor_id]),
      [['role.grant', adminId]],
    );
    const seeded = auditResponse.parse((await as('admin', 'GET', '/api/studio/audit?entity=staff_role&size=100')).body);
    assert.equal(seeded.data.filter((r) => r.via === 'seed').length, DEMO_STAFF.length, 'the seed granted each demo role once');
    const bad = await as('admin', 'GET', '/api/studio/audit?size=1000');
    assert.deepEqual([bad.status, bad.body.field], [400, 'size']);
  });
});

describe('a staff member’s own data (ADR 033)', () => {
  it('exports their roles and studio writes; deleting the account keeps the audit rows without the person', async () => {
    const db = ctx.database.db;
    const boss = await registeredUser(ctx.app);
    await rolesCommand(db, ['grant', boss.phone, 'admin']);
    const target = await registeredUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/studio/roles',
      headers: { ...XRW, cookie: boss.cookie },
      payload: { phone: target.phone, role: 'ops' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const exported = await exportAccount(db, { id: boss.id, phone: boss.phone }, new Date());
    assert.deepEqual(
      exported.tables.staff_role.map((r) => r.role),
      ['admin'],
    );
    assert.deepEqual(
      exported.tables.studio_audit.map((r) => r.entity_id),
      [`${target.id}:ops`],
    );
    await deleteAccount(db, { id: boss.id, phone: boss.phone });
    const [row] = await auditRows(`${target.id}:ops`);
    assert.deepEqual([row.action, row.actor_id, row.actor_phone], ['role.grant', null, null]);
  });
});
