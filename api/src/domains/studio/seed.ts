// The studio's demo staff (README "Demo accounts"): one account per role on the non-existent operator
// code 00, the partner scoped to the WIUT private university. Idempotent: a role granted once is
// left alone (and audited once, as the seed's), so restarts change nothing.
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@platform/shared/studio';
import type { Db } from '../../db/client';
import { appUser, staffRole } from '../../db/schema';
import { audit } from './service-audit';
import { resolveScope } from './service-roles';

export const DEMO_STAFF: { phone: string; first_name: string; last_name: string; role: StaffRole; scope?: string }[] = [
  { phone: '+998000000011', first_name: 'Nodira', last_name: 'Yusupova', role: 'editor' },
  { phone: '+998000000012', first_name: 'Rustam', last_name: 'Aliyev', role: 'reviewer' },
  { phone: '+998000000013', first_name: 'Gulnora', last_name: 'Saidova', role: 'admin' },
  { phone: '+998000000014', first_name: 'Bekzod', last_name: 'Qodirov', role: 'ops' },
  { phone: '+998000000015', first_name: 'Kamola', last_name: 'Ergasheva', role: 'partner', scope: 'university:wiut' },
];

export async function seedStaff(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const person of DEMO_STAFF) {
      const [user] = await tx
        .insert(appUser)
        .values({ phone: person.phone, first_name: person.first_name, last_name: person.last_name, role: 'OTHER', profile_type: 'OTHER' })
        .onConflictDoUpdate({ target: appUser.phone, set: { phone: sql`excluded.phone` } })
        .returning({ id: appUser.id });
      const ids = person.scope ? await resolveScope(tx, person.scope) : { university_id: null, learning_center_id: null };
      const [granted] = await tx
        .insert(staffRole)
        .values({ user_id: user.id, role: person.role, ...ids })
        .onConflictDoNothing({ target: [staffRole.user_id, staffRole.role] })
        .returning({ id: staffRole.id });
      if (granted) {
        await audit(
          tx,
          { via: 'seed', userId: null },
          {
            action: 'role.grant',
            entity: 'staff_role',
            entityId: `${user.id}:${person.role}`,
            before: null,
            after: { role: person.role, ...ids },
          },
        );
      }
    }
  });
}
