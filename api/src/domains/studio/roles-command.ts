// `npm run roles -- grant <phone> <role> [scope] | revoke <phone> <role> | list`: the arguments checked
// by the same contract as POST/DELETE /api/studio/roles, the same service (audited as the CLI). Plain
// in and out (lines and an exit code), so that tests run it without a process.
import { grantRoleBody, revokeRoleBody, STAFF_ROLES } from '@platform/shared/studio';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { t } from '../../i18n';
import { grantRole, listRoles, revokeRole } from './service-roles';

export const ROLES_USAGE = [
  'usage: npm run roles -- grant <phone> <role> [scope]',
  '       npm run roles -- revoke <phone> <role>',
  '       npm run roles -- list',
  `roles: ${STAFF_ROLES.join(', ')}; a partner's scope: university:<slug> or centre:<slug>`,
];

export interface CommandResult {
  code: number;
  out: string[];
  err: string[];
}

const failed = (err: string[]): CommandResult => ({ code: 1, out: [], err });

function issues(error: { issues: { path: PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((i) => `${i.path.map(String).join('.') || 'input'}: ${i.message}`);
}

export async function rolesCommand(db: Db, args: string[]): Promise<CommandResult> {
  const [command, phone, role, scope, ...rest] = args;
  const cli = { via: 'cli', userId: null } as const;
  try {
    if (command === 'list' && args.length === 1) {
      const rows = await listRoles(db, 'uz');
      const out = rows.map((r) => `${r.phone}  ${r.role.padEnd(8)}  ${r.scope ? `${r.scope.kind}:${r.scope.slug}` : '-'}  ${r.name}`);
      return { code: 0, out: out.length ? out : ['no roles granted'], err: [] };
    }
    if (command === 'grant' && phone && role && !rest.length) {
      const input = grantRoleBody.safeParse({ phone, role, ...(scope ? { scope } : {}) });
      if (!input.success) return failed(issues(input.error));
      const row = await grantRole(db, cli, input.data);
      return { code: 0, out: [`${row.phone}: ${row.role}${row.scope ? ` of ${row.scope.kind} ${row.scope.slug}` : ''}`], err: [] };
    }
    if (command === 'revoke' && phone && role && !scope) {
      const input = revokeRoleBody.safeParse({ phone, role });
      if (!input.success) return failed(issues(input.error));
      const { revoked } = await revokeRole(db, cli, input.data);
      return {
        code: 0,
        out: [`${input.data.phone}: ${revoked ? `${input.data.role} revoked` : `had no ${input.data.role} role`}`],
        err: [],
      };
    }
  } catch (error) {
    if (error instanceof HttpError) return failed([`${error.code}: ${t('ru', error.messageKey, error.values)}`]);
    throw error;
  }
  return failed(ROLES_USAGE);
}
