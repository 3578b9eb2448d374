import { useTranslation } from '@platform/shared/i18n';
import { dayTime } from '../../../../lib/format';
import { NS } from '../../../../lib/i18n';
import { leadsCsvPath, useLeads } from '../../api/get-leads';
import { leadFiltersSchema } from '../../lib/filters';
import { PartnerList } from './partner-list';

type Row = NonNullable<ReturnType<typeof useLeads>['data']>['data'][number];

/** /studio/leads: learning centres' leads. */
export function LeadsPage() {
  const { t } = useTranslation(NS);
  return (
    <PartnerList<Row>
      kind="centre"
      title={t('sections.leads.title')}
      intro={t('partners.leadsIntro')}
      slugLabel={t('partners.centre')}
      schema={leadFiltersSchema}
      useRows={useLeads}
      csvHref={leadsCsvPath}
      testId="leads-table"
      columns={[
        { header: t('partners.columns.date'), cell: (row) => dayTime(row.created_at) },
        { header: t('partners.columns.centre'), cell: (row) => row.centre_slug },
        { header: t('partners.columns.name'), cell: (row) => row.name },
        { header: t('partners.columns.phone'), cell: (row) => row.phone },
        { header: t('partners.columns.ticket'), cell: (row) => row.ticket_id ?? '—' },
      ]}
    />
  );
}
