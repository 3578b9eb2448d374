import { useTranslation } from '@platform/shared/i18n';
import { MathText } from '@platform/shared/math';
import { Link } from '@platform/shared/router';
import type { BankRow, DraftStatus } from '@platform/shared/studio';
import { buttonClass, pageLayout as layout } from '@platform/shared/ui';
import { DataTable } from '../../../../components/data-table';
import { NS } from '../../../../lib/i18n';
import { studioPath } from '../../../../lib/sections';
import { positiveParam, useUrlFilters } from '../../../../lib/url-filters';
import { useBankList, type BankFilters } from '../../api/get-questions';
import { BankListBody } from '../../lib/bank-list-body';
import { itemPath } from '../../lib/item-path';
import { BankFiltersBar } from './bank-filters';
import styles from './bank.module.css';

const STATUSES: readonly string[] = ['draft', 'in_review', 'published'];

/** /studio/bank: the bank's items and open drafts, filtered and paged, each linked to its editor. */
export function BankPage() {
  const { t } = useTranslation(NS);
  const { params, set, page } = useUrlFilters();
  const status = params.get('status') ?? '';
  const missing = params.get('missing');
  const difficulty = positiveParam(params.get('difficulty'));
  const filters: BankFilters = {
    page,
    subject_id: positiveParam(params.get('subject')),
    topic: params.get('topic') || undefined,
    difficulty: difficulty && difficulty <= 3 ? difficulty : undefined,
    status: STATUSES.includes(status) ? (status as DraftStatus) : undefined,
    missing: missing === 'uz' || missing === 'ru' ? missing : undefined,
    reports: params.get('reports') === 'open' ? 'open' : undefined,
  };
  const list = useBankList(filters);
  const columns = [
    {
      header: t('bank.columns.item'),
      cell: (row: BankRow) => (
        <Link to={itemPath(row)} className={styles.itemLink}>
          {`${row.topic}/${row.key}`}
        </Link>
      ),
    },
    {
      header: t('bank.columns.text'),
      cell: (row: BankRow) => (
        <span className={styles.text}>
          <MathText text={row.text_uz || row.text_ru} />
        </span>
      ),
    },
    { header: t('bank.columns.status'), cell: (row: BankRow) => `${t(`bank.statuses.${row.status}`)} · v${row.version}` },
    { header: t('bank.columns.difficulty'), cell: (row: BankRow) => t(`bank.difficulties.${row.difficulty as 1 | 2 | 3}`) },
    {
      header: t('bank.columns.gaps'),
      cell: (row: BankRow) => (row.missing.length ? row.missing.map((l) => t(`bank.lang.${l}`)).join(', ') : '—'),
    },
    { header: t('bank.columns.reports'), cell: (row: BankRow) => String(row.open_reports) },
  ];
  return (
    <section aria-labelledby="bank-title">
      <div className={styles.head}>
        <h1 id="bank-title" className={layout.title}>
          {t('sections.bank.title')}
        </h1>
        <Link to={studioPath('bank/new')} className={buttonClass('primary')}>
          {t('bank.new')}
        </Link>
      </div>
      <p className={layout.muted}>{t('bank.intro')}</p>
      <BankFiltersBar key={filters.topic ?? ''} value={filters} onChange={set} />
      <BankListBody list={list} empty={t('bank.empty')} page={page} onPage={(p) => set({ page: p })}>
        {(rows) => (
          <DataTable
            caption={t('sections.bank.title')}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.subject_id}/${row.topic}/${row.key}/${row.status}`}
            testId="bank-table"
          />
        )}
      </BankListBody>
    </section>
  );
}
