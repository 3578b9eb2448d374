import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useSearchParams } from '@platform/shared/router';
import { buttonClass, ErrorState, LoadingRegion, Skeleton, useDocumentTitle, pageLayout as layout } from '@platform/shared/ui';
import { RankingTable, rankingTable } from '@platform/shared/ui';
import type { LeaderboardRow } from '@platform/shared/autotest';
import { NS } from '../../../../lib/i18n';
import { autotestPaths, clock } from '../../../../lib/paths';
import { useTests } from '../../landing';
import { useLeaderboard } from '../api/get-leaderboard';
import { boardTestId } from '../first-queries';
import styles from './leaderboard.module.css';

/** `/avtotest/leaderboard[?test_id]`: best score, then shorter time, then earlier; the own row listed once and kept in view. */
export function LeaderboardPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('board.documentTitle'));
  const [search, setSearch] = useSearchParams();
  const testId = boardTestId(search);
  const board = useLeaderboard(testId);
  const tests = useTests();
  const data = board.data?.data;
  const me = data?.me ?? null;
  // among the top rows the own row is that row (sticky in the list); below them it gets the footer
  const meBelow = me !== null && !data!.rows.some((r) => r.is_me);
  return (
    <div className={layout.page}>
      <h1 className={layout.title}>{t('board.title')}</h1>
      <div className={styles.controls}>
        <label className={styles.pick}>
          <span>{t('board.which')}</span>
          <select value={testId ?? ''} onChange={(e) => setSearch(e.target.value ? { test_id: e.target.value } : {}, { replace: true })}>
            <option value="">{t('board.exam')}</option>
            {(tests.data?.data ?? []).map((test) => (
              <option key={test.test_id} value={test.test_id}>
                {t('board.ticket', { number: test.number })}
              </option>
            ))}
          </select>
        </label>
        <Link to={autotestPaths.home} className={buttonClass('ghost')}>
          {t('board.back')}
        </Link>
      </div>
      {board.isPending ? (
        <LoadingRegion label={t('route.loading')}>
          <Skeleton height={240} />
        </LoadingRegion>
      ) : board.isError ? (
        <ErrorState message={userMessage(board.error)} onRetry={() => void board.refetch()} />
      ) : data!.rows.length === 0 ? (
        <p>{t('board.empty')}</p>
      ) : (
        <>
          <p className={layout.muted}>{t('board.total', { count: data!.total })}</p>
          <RankingTable
            columns={[t('board.rank'), t('board.name'), t('board.score'), t('board.time')]}
            footer={
              // the own row below the top rows: kept in view at the bottom while the list scrolls
              meBelow && (
                <tfoot className={styles.mine} data-testid="own-row">
                  <Row row={me} />
                </tfoot>
              )
            }
          >
            {data!.rows.map((row) => (
              <Row key={row.user_id} row={row} />
            ))}
          </RankingTable>
        </>
      )}
    </div>
  );
}

function Row({ row }: { row: LeaderboardRow }) {
  const { t } = useTranslation(NS);
  return (
    <tr className={row.is_me ? `${rankingTable.self} ${styles.me}` : undefined} data-testid={row.is_me ? 'own-row-in-list' : undefined}>
      <td>{row.rank}</td>
      <td className={rankingTable.name}>
        {row.name}
        {row.is_me && <span className={rankingTable.you}> ({t('board.you')})</span>}
      </td>
      <td>{row.score}</td>
      <td>{clock(row.time_used)}</td>
    </tr>
  );
}
