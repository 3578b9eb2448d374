import { useTranslation } from '@platform/shared/i18n';
import { dayTime } from '../../../../lib/format';
import { NS } from '../../../../lib/i18n';
import { applicationsCsvPath, useApplications } from '../../api/get-applications';
import { applicationFiltersSchema } from '../../lib/filters';
import { PartnerList } from './partner-list';

type Row = NonNullable<ReturnType<typeof useApplications>['data']>['data'][number];

/** /studio/applications: private universities' program applications. */
export function ApplicationsPage() {
  const { t } = useTranslation(NS);
  return (
    <PartnerList<Row>
      kind="university"
      title={t('sections.applications.title')}
      intro={t('partners.applicationsIntro')}
      slugLabel={t('partners.university')}
      schema={applicationFiltersSchema}
      useRows={useApplications}
      csvHref={applicationsCsvPath}
      testId="applications-table"
      columns={[
        { header: t('partners.columns.date'), cell: (row) => dayTime(row.created_at) },
        { header: t('partners.columns.university'), cell: (row) => row.university_slug },
        { header: t('partners.columns.program'), cell: (row) => row.program },
        { header: t('partners.columns.name'), cell: (row) => row.name },
        { header: t('partners.columns.phone'), cell: (row) => row.phone },
        { header: t('partners.columns.ticket'), cell: (row) => row.ticket_id ?? '—' },
      ]}
    />
  );
}
