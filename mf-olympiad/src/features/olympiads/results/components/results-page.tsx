import { userMessage } from '@platform/shared/api';
import { formatClock, pageCount } from '@platform/shared/format';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useParams, useSearchParams } from '@platform/shared/router';
import { RANKING_PAGE_SIZE, STICKY_BEYOND, type RankingRow } from '@platform/shared/olympiads';
import { EmptyState, ErrorState, LoadingRegion, Pagination, Skeleton, useDocumentTitle, pageLayout as layout } from '@platform/shared/ui';
import { RankingTable, rankingTable } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { olympiadIdOf, olympiadPath } from '../../../../lib/paths';
import { useOlympiad, useRanking } from '../../api/olympiads';
import styles from './results-page.module.css';

/**
 * `/online-olimpiadalar/olimpiada-{id}/natijalar`: the ranking (score, then time used, then finish
 * time), 50 a page; the own row marked, and kept in a sticky bar when it stands beyond 10th (SPEC
 * §9). While the olympiad runs the page polls every 15 s.
 */
export function ResultsPage() {
  const { t } = useTranslation(NS);
  const id = olympiadIdOf(useParams().olympiad);
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const view = useOlympiad(id);
  const live = view.data?.data.olympic.status === 'active';
  const ranking = useRanking(id, page, live);
  const name = view.data?.data.olympic.name;
  useDocumentTitle(name ? t('results.documentTitle', { name }) : t('results.title'));
  const data = ranking.data?.data;
  const self = data?.self ?? null;
  const sticky = self !== null && self.position > STICKY_BEYOND;

  return (
    <div className={`${layout.page} ${sticky ? styles.withBar : ''}`}>
      <p className={styles.crumb}>{id !== null && <Link to={olympiadPath(id)}>{t('results.back')}</Link>}</p>
      <h1 className={layout.title}>
        {name ? `${name}: ` : ''}
        {t('results.title')}
      </h1>
      {live && <p className={layout.muted}>{t('results.live')}</p>}
      {ranking.isError ? (
        <ErrorState message={userMessage(ranking.error)} onRetry={() => void ranking.refetch()} />
      ) : !data ? (
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={360} />
        </LoadingRegion>
      ) : data.total === 0 ? (
        <EmptyState message={t('results.empty')} />
      ) : (
        <>
          <p className={layout.muted}>{t('results.total', { count: data.total })}</p>
          {!self && <p>{t('results.notRanked')}</p>}
          <RankingTable
            className={styles.table}
            columns={[t('results.rank'), t('results.participant'), t('results.score'), t('results.time')]}
          >
            {data.rows.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </RankingTable>
          <Pagination
            page={page}
            pageCount={pageCount(data.total, RANKING_PAGE_SIZE)}
            onChange={(next) => setSearch(next > 1 ? { page: String(next) } : {}, { replace: false })}
          />
        </>
      )}
      {sticky && (
        <aside className={styles.bar} aria-label={t('results.own', { position: self.position })} data-testid="own-sticky">
          <strong>{t('results.own', { position: self.position })}</strong>
          <span>{t('results.ownScore', { score: self.total_score, time: formatClock(self.seconds_used) })}</span>
        </aside>
      )}
    </div>
  );
}

function Row({ row }: { row: RankingRow }) {
  const { t } = useTranslation(NS);
  const self = row.type === 'self';
  const subjects = [...row.required_subject_stats, ...row.subject_stats];
  return (
    <tr className={self ? `${rankingTable.self} ${styles.self}` : undefined} data-testid={self ? 'own-row' : undefined}>
      <td>{row.position}</td>
      <td className={rankingTable.name}>
        <span>
          {row.profile_name}
          {self && <span className={rankingTable.you}> ({t('results.you')})</span>}
        </span>
        <span className={styles.small}>{row.phone}</span>
        <span className={styles.small}>
          {subjects.map((s) => t('results.subjectScore', { name: s.subject_name, obtained: s.obtained_ball, max: s.max_ball })).join(' · ')}
        </span>
      </td>
      <td>
        <strong>{row.total_score}</strong>
        <span className={styles.small}>{t('results.accuracy', { percent: row.accuracy_percentage })}</span>
      </td>
      <td>{formatClock(row.seconds_used)}</td>
    </tr>
  );
}
