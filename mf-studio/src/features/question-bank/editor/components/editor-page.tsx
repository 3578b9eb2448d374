import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { ErrorState, LoadingRegion, Skeleton, pageLayout as layout } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { studioPath } from '../../../../lib/sections';
import { useStudio } from '../../../../lib/studio-context';
import { positiveParam } from '../../../../lib/url-filters';
import { useBankItem, type ItemRef } from '../../api/get-item';
import { formValues } from '../lib/item-form';
import { EditorForm } from './editor-form';
import styles from './editor.module.css';

/** The item the page's path names (`bank/:subjectId/:topic/:key`), or null on `bank/new`. */
function useItemRef(): ItemRef | null {
  const { params } = useStudio();
  const subjectId = positiveParam(params.subjectId ?? null);
  return subjectId && params.topic && params.key ? { subjectId, topic: params.topic, key: params.key } : null;
}

/** /studio/bank/new and /studio/bank/:subjectId/:topic/:key: an item's editor with its phone preview. */
export function EditorPage() {
  const { t } = useTranslation(NS);
  const ref = useItemRef();
  const item = useBankItem(ref);
  const title = ref ? `${ref.topic}/${ref.key}` : t('bank.new');
  let body;
  if (!ref) body = <EditorForm values={formValues('', '')} draft={null} existing={false} />;
  else if (item.isPending)
    body = (
      <LoadingRegion label={t('route.loading')}>
        <Skeleton height={320} />
      </LoadingRegion>
    );
  else if (item.isError) body = <ErrorState message={userMessage(item.error)} onRetry={() => void item.refetch()} />;
  else {
    const { draft, published } = item.data.data;
    body = (
      <>
        <p className={layout.muted} role="status">
          {draft
            ? t('editor.draftStatus', { status: t(`bank.statuses.${draft.status}`), version: draft.version })
            : t('editor.publishedStatus', { version: published?.version ?? 1 })}
        </p>
        {draft?.reject_reason && draft.status === 'draft' && (
          <p className={styles.rejected}>{t('editor.rejected', { reason: draft.reject_reason })}</p>
        )}
        <EditorForm
          key={draft ? `${draft.id}:${draft.updated_at}` : 'published'}
          values={formValues(ref.subjectId, ref.topic, draft?.item ?? published?.item)}
          draft={draft}
          existing
        />
      </>
    );
  }
  return (
    <section aria-labelledby="editor-title">
      <p>
        <Link to={studioPath('bank')}>{t('editor.back')}</Link>
      </p>
      <h1 id="editor-title" className={layout.title}>
        {title}
      </h1>
      {body}
    </section>
  );
}
