import type { Activity } from '@platform/shared/accounts';
import { autotestResultPath, examResultPath, natcertResultPath, olympiadResultsPath, resultPath } from '@platform/shared/routes';

/** The page a result of the recent activity opens: its kind's own result page (an olympiad: its ranking). */
export function activityPath(item: Pick<Activity, 'type' | 'id' | 'olympiad_id'>): string | null {
  switch (item.type) {
    case 'topic':
      return resultPath(item.id);
    case 'natcert':
      return natcertResultPath(item.id);
    case 'autotest':
      return autotestResultPath(item.id);
    case 'olympiad':
      return item.olympiad_id === null ? null : olympiadResultsPath(item.olympiad_id);
    default:
      return examResultPath(item.id);
  }
}
