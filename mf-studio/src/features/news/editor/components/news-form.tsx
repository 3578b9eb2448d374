import { useState } from 'react';
import { FormProvider, get, useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { ApiError, userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { FormActions, SERVER_ERROR, TextArea, TextInput, useValidationText } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { studioNewsBody, type StudioNewsBody, type StudioNewsValues } from '@platform/shared/studio-content';
import { Button, LoadingRegion, Skeleton, Tabs, useDebouncedValue } from '@platform/shared/ui';
import article from '@platform/shared/styles/article.module.css';
import { TashkentTimeField } from '../../../../components/tashkent-time-field';
import { fromLocalInput, toLocalInput } from '../../../../lib/tashkent-time';
import { tashkentIsoTime } from '@platform/shared/dates';
import { useNewsPreview, useSaveNews } from '../../api/news-api';
import { NEWS_NS } from '../../lib/i18n';
import styles from './news-form.module.css';

const resolver = standardSchemaResolver<StudioNewsBody, unknown, StudioNewsValues>(studioNewsBody);
type Language = 'uz' | 'ru';
const LANGUAGES: Language[] = ['uz', 'ru'];

/** The article's Markdown as the site shows it: the api's renderer, the site's article styles. */
function Preview({ body, lang }: { body: string; lang: Language }) {
  const { t } = useTranslation(NEWS_NS);
  const settled = useDebouncedValue(body, 400);
  const preview = useNewsPreview(settled);
  return (
    <section className={styles.preview} aria-labelledby="news-preview-title">
      <h2 id="news-preview-title" className={styles.previewTitle}>
        {t('editor.preview')}
      </h2>
      {!settled.trim() ? (
        <p className={styles.hint}>{t('editor.previewEmpty')}</p>
      ) : preview.isPending ? (
        <LoadingRegion label={t('editor.previewLoading')}>
          <Skeleton height="6rem" />
        </LoadingRegion>
      ) : preview.isError ? (
        <p role="alert" className={styles.error}>
          {userMessage(preview.error)}
        </p>
      ) : (
        // the api's renderer escapes raw HTML and keeps only safe links (api/src/domains/news/markdown.ts)
        <div lang={lang} className={article.body} dangerouslySetInnerHTML={{ __html: preview.data.data.html }} />
      )}
    </section>
  );
}

/**
 * An article in uz and ru (both required; tabs, the other language kept in the form) with its
 * Markdown preview and the publish time, validated by the contract's schema — the api's own.
 */
export function NewsForm({
  slug,
  initial,
  onSaved,
  onCancel,
}: {
  slug: string | null;
  initial: StudioNewsBody;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NEWS_NS);
  const text = useValidationText();
  const [language, setLanguage] = useState<Language>('uz');
  const form = useForm<StudioNewsBody, unknown, StudioNewsValues>({ resolver, defaultValues: initial });
  const { register, control, handleSubmit, setError, setValue, formState } = form;
  const save = useSaveNews(slug);
  const body = useWatch({ control, name: `${language}.body` }) ?? '';
  const error = (name: FieldPath<StudioNewsBody>) => text(get(formState.errors, name));

  // a language with an error is opened, so that its message is seen
  const onInvalid = (errors: FieldErrors<StudioNewsBody>) => {
    const wrong = LANGUAGES.find((l) => errors[l]);
    if (wrong) setLanguage(wrong);
  };
  const onSubmit = handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: ({ data }) => {
          bus.emit('toast', { kind: 'success', message: t(data.status === 'scheduled' ? 'editor.savedScheduled' : 'editor.saved') });
          onSaved();
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? (failure.body as { field?: unknown } | undefined)?.field : undefined;
          const known = typeof field === 'string' && get(form.getValues(), field) !== undefined;
          if (known && (field.startsWith('uz.') || field.startsWith('ru.'))) setLanguage(field.slice(0, 2) as Language);
          setError(known ? (field as FieldPath<StudioNewsBody>) : 'root.server', { type: SERVER_ERROR, message: userMessage(failure) });
        },
      }),
    onInvalid,
  );
  const publishNow = () => setValue('published_at', fromLocalInput(toLocalInput(tashkentIsoTime(Date.now()))), { shouldValidate: true });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className={styles.row}>
          <TextInput label={t('editor.slug')} hint={t('editor.slugHint')} required error={error('slug')} {...register('slug')} />
          <div className={styles.time}>
            <TashkentTimeField<StudioNewsBody> name="published_at" label={t('editor.publishedAt')} hint={t('editor.timeHint')} />
            <Button variant="secondary" onClick={publishNow}>
              {t('editor.now')}
            </Button>
          </div>
        </div>
        <Tabs
          label={t('editor.languages')}
          tabs={LANGUAGES.map((l) => ({ id: l, label: `${t(`editor.${l}`)}${formState.errors[l] ? ' ⚠' : ''}` }))}
          value={language}
          onChange={setLanguage}
        />
        <div className={styles.columns}>
          <div className={styles.fields}>
            {LANGUAGES.map((l) => (
              <div key={l} hidden={l !== language} className={styles.fields} lang={l}>
                <TextInput label={t('editor.title')} required error={error(`${l}.title`)} {...register(`${l}.title`)} />
                <TextArea
                  label={t('editor.description')}
                  required
                  rows={2}
                  error={error(`${l}.description`)}
                  {...register(`${l}.description`)}
                />
                <TextArea
                  label={t('editor.body')}
                  hint={t('editor.bodyHint')}
                  required
                  rows={14}
                  className={styles.markdown}
                  error={error(`${l}.body`)}
                  {...register(`${l}.body`)}
                />
              </div>
            ))}
          </div>
          <Preview body={body} lang={language} />
        </div>
        {formState.errors.root?.server && (
          <p role="alert" className={styles.error}>
            {formState.errors.root.server.message}
          </p>
        )}
        <FormActions
          onCancel={onCancel}
          submitLabel={t(slug === null ? 'editor.create' : 'editor.save')}
          pendingLabel={t('editor.saving')}
          pending={save.isPending}
        />
      </form>
    </FormProvider>
  );
}
