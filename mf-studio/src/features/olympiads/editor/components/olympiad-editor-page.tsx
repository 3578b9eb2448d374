import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useNavigate } from '@platform/shared/router';
import { ErrorState, LoadingRegion, Skeleton, pageLayout as layout } from '@platform/shared/ui';
import { studioPath } from '../../../../lib/sections';
import { useStudio } from '../../../../lib/studio-context';
import { useOlympiad } from '../../api/olympiads-api';
import { emptyOlympiad } from '../../lib/form-values';
import { OLYMPIADS_NS } from '../../lib/i18n';
import { OlympiadForm } from './olympiad-form';
import styles from './olympiad-form.module.css';

/**
 * /studio/olympiads/new and /studio/olympiads/:id: the olympiad's file as a form. A started
 * olympiad is shown as it is, not editable (the api refuses an edit after the start too).
 */
export function OlympiadEditorPage() {
  const { t } = useTranslation(OLYMPIADS_NS);
  const navigate = useNavigate();
  const raw = useStudio().params.id;
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const olympiad = useOlympiad(id);
  const toList = () => navigate(studioPath('olympiads'));
  const title = id === null ? t('editor.titleNew') : t('editor.titleEdit');

  let body;
  if (id !== null && olympiad.isPending) {
    body = (
      <LoadingRegion label={t('editor.loading')}>
        <Skeleton height="24rem" />
      </LoadingRegion>
    );
  } else if (id !== null && olympiad.isError) {
    body = <ErrorState message={userMessage(olympiad.error)} onRetry={() => void olympiad.refetch()} />;
  } else {
    const data = olympiad.data?.data;
    const locked = data !== undefined && data.status !== 'inactive';
    body = (
      <>
        {locked && (
          <p role="status" className={styles.short}>
            {t('editor.started')}
          </p>
        )}
        <OlympiadForm
          key={id ?? 'new'}
          id={id}
          initial={data?.file ?? emptyOlympiad()}
          locked={locked}
          onSaved={toList}
          onCancel={toList}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="olympiad-editor-title">
      <Link to={studioPath('olympiads')}>← {t('editor.back')}</Link>
      <h1 id="olympiad-editor-title" className={layout.title}>
        {title}
      </h1>
      {body}
    </section>
  );
}
