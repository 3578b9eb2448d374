import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import type { StaffRoleRow } from '@platform/shared/studio';
import { EmptyState, ErrorState, LoadingRegion, Skeleton, pageLayout as layout } from '@platform/shared/ui';
import { DataTable } from '../../../../components/data-table';
import { day } from '../../../../lib/format';
import { NS } from '../../../../lib/i18n';
import { useRoles } from '../../api/get-roles';
import { GrantForm } from './grant-form';
import { RevokeButton } from './revoke-button';
import styles from './roles.module.css';

/** /studio/roles (admin): who holds which role, granting by phone and revoking. Every change is audited. */
export function RolesPage() {
  const { t } = useTranslation(NS);
  const roles = useRoles();
  const columns = [
    { header: t('roles.columns.name'), cell: (row: StaffRoleRow) => row.name },
    { header: t('roles.columns.phone'), cell: (row: StaffRoleRow) => row.phone },
    { header: t('roles.columns.role'), cell: (row: StaffRoleRow) => t(`roleNames.${row.role}`) },
    { header: t('roles.columns.scope'), cell: (row: StaffRoleRow) => row.scope?.name ?? '—' },
    { header: t('roles.columns.since'), cell: (row: StaffRoleRow) => day(row.created_at) },
    { header: t('roles.columns.actions'), cell: (row: StaffRoleRow) => <RevokeButton row={row} /> },
  ];
  return (
    <section aria-labelledby="roles-title">
      <h1 id="roles-title" className={layout.title}>
        {t('sections.roles.title')}
      </h1>
      <p className={layout.muted}>{t('roles.intro')}</p>
      <GrantForm />
      <h2 className={styles.subheading}>{t('roles.listTitle')}</h2>
      {roles.isPending ? (
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={120} />
        </LoadingRegion>
      ) : roles.isError ? (
        <ErrorState message={userMessage(roles.error)} onRetry={() => void roles.refetch()} />
      ) : roles.data.length === 0 ? (
        <EmptyState />
      ) : (
        <DataTable
          caption={t('roles.listTitle')}
          columns={columns}
          rows={roles.data}
          rowKey={(row) => `${row.user_id}:${row.role}`}
          testId="roles-table"
        />
      )}
    </section>
  );
}
