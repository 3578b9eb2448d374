import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useNavigate } from '@platform/shared/router';
import type { StudioNews, StudioNewsBody } from '@platform/shared/studio-content';
import { ErrorState, LoadingRegion, Skeleton, pageLayout as layout } from '@platform/shared/ui';
import { studioPath } from '../../../../lib/sections';
import { useStudio } from '../../../../lib/studio-context';
import { useStudioArticle } from '../../api/news-api';
import { NEWS_NS } from '../../lib/i18n';
import { NewsForm } from './news-form';

const blank = { title: '', description: '', body: '' };

/** The form's values of a stored article (a language imported from a file alone starts empty). */
function valuesOf(stored: StudioNews | undefined): StudioNewsBody {
  if (!stored) return { slug: '', published_at: '', uz: blank, ru: blank };
  return { slug: stored.slug, published_at: stored.published_at, uz: stored.uz ?? blank, ru: stored.ru ?? blank };
}

/** /studio/news/new and /studio/news/:slug: an article in uz and ru with its preview and publish time. */
export function NewsEditorPage() {
  const { t } = useTranslation(NEWS_NS);
  const navigate = useNavigate();
  const slug = useStudio().params.slug ?? null;
  const stored = useStudioArticle(slug);
  const toList = () => navigate(studioPath('news'));

  let body;
  if (slug !== null && stored.isPending) {
    body = (
      <LoadingRegion label={t('editor.loading')}>
        <Skeleton height="24rem" />
      </LoadingRegion>
    );
  } else if (slug !== null && stored.isError) {
    body = <ErrorState message={userMessage(stored.error)} onRetry={() => void stored.refetch()} />;
  } else {
    body = <NewsForm key={slug ?? 'new'} slug={slug} initial={valuesOf(stored.data?.data)} onSaved={toList} onCancel={toList} />;
  }
  return (
    <section aria-labelledby="news-editor-title">
      <Link to={studioPath('news')}>← {t('editor.back')}</Link>
      <h1 id="news-editor-title" className={layout.title}>
        {slug === null ? t('editor.titleNew') : t('editor.titleEdit')}
      </h1>
      {body}
    </section>
  );
}
