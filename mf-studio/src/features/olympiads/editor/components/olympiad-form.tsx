import { FormProvider, get, useFieldArray, useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { ApiError, userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { FormActions, SERVER_ERROR, Select, TextArea, TextInput, useValidationText } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { OLYMPIAD_TYPES, olympiadFileSchema, type OlympiadFile, type OlympiadFileInput } from '@platform/shared/olympiads';
import { Button, ErrorState, LoadingRegion, Skeleton } from '@platform/shared/ui';
import { useOlympiadBank, useSaveOlympiad } from '../../api/olympiads-api';
import { TashkentTimeField } from '../../../../components/tashkent-time-field';
import { emptySection } from '../../lib/form-values';
import { OLYMPIADS_NS } from '../../lib/i18n';
import { SectionFields } from './section-fields';
import { NumberField } from './number-field';
import styles from './olympiad-form.module.css';

const resolver = standardSchemaResolver<OlympiadFileInput, unknown, OlympiadFile>(olympiadFileSchema);
type Values = OlympiadFileInput;

/** A combination: its names, minutes and subjects. */
function CourseFields({
  index,
  bank,
  disabled,
  onRemove,
}: {
  index: number;
  bank: Parameters<typeof SectionFields>[0]['bank'];
  disabled: boolean;
  onRemove?: () => void;
}) {
  const { t } = useTranslation(OLYMPIADS_NS);
  const text = useValidationText();
  const { register, control, formState } = useFormContext<Values>();
  const subjects = useFieldArray({ control, name: `courses.${index}.subjects` });
  const error = (field: string) => text(get(formState.errors, `courses.${index}.${field}`));
  return (
    <fieldset className={styles.course} disabled={disabled}>
      <legend className={styles.legend}>{t('editor.course', { n: index + 1 })}</legend>
      <div className={styles.row}>
        <TextInput label={t('editor.nameUz')} required error={error('name_uz')} {...register(`courses.${index}.name_uz`)} />
        <TextInput label={t('editor.nameRu')} required error={error('name_ru')} {...register(`courses.${index}.name_ru`)} />
        <NumberField name={`courses.${index}.minutes`} label={t('editor.minutes')} min={1} max={600} required />
      </div>
      {error('subjects') && <p className={styles.short}>{error('subjects')}</p>}
      {subjects.fields.map((f, si) => (
        <SectionFields
          key={f.id}
          path={`courses.${index}.subjects.${si}`}
          index={si}
          bank={bank}
          disabled={disabled}
          onRemove={() => subjects.remove(si)}
        />
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => subjects.append(emptySection())} disabled={disabled}>
          {t('section.add')}
        </Button>
        {onRemove && (
          <Button variant="ghost" onClick={onRemove} disabled={disabled}>
            {t('editor.removeCourse')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

/**
 * The olympiad file as a form, validated by the contract's schema (the one the CLI and the api
 * use); the api's refusals land on the field they name. `locked`: started, shown but not editable.
 */
export function OlympiadForm({
  id,
  initial,
  locked,
  onSaved,
  onCancel,
}: {
  id: number | null;
  initial: Values;
  locked: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(OLYMPIADS_NS);
  const text = useValidationText();
  const form = useForm<Values, unknown, OlympiadFile>({ resolver, defaultValues: initial });
  const { register, control, handleSubmit, setError, formState } = form;
  const required = useFieldArray({ control, name: 'required' });
  const courses = useFieldArray({ control, name: 'courses' });
  const languageId = Number(useWatch({ control, name: 'language_id' })) || 1;
  const bank = useOlympiadBank(languageId);
  const save = useSaveOlympiad(id);
  const error = (name: FieldPath<Values>) => text(get(formState.errors, name));

  const onSubmit = handleSubmit((file) =>
    save.mutate(file, {
      onSuccess: ({ data }) => {
        bus.emit('toast', { kind: 'success', message: t('editor.saved', { count: data.questions }) });
        onSaved();
      },
      onError: (failure) => {
        const named = failure instanceof ApiError ? (failure.body as { field?: unknown } | undefined)?.field : undefined;
        // a topic of a section (`…topics.1`) is shown under the section's topics
        const field = typeof named === 'string' ? named.replace(/\.topics\.\d+$/, '.topics') : named;
        const target =
          typeof field === 'string' && get(form.getValues(), field) !== undefined ? (field as FieldPath<Values>) : 'root.server';
        setError(target, { type: SERVER_ERROR, message: userMessage(failure) }, { shouldFocus: true });
      },
    }),
  );

  const subjects = bank.data?.data ?? [];
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset className={styles.plain} disabled={locked}>
          <div className={styles.row}>
            <TextInput label={t('editor.slug')} hint={t('editor.slugHint')} required error={error('slug')} {...register('slug')} />
            <Select label={t('editor.type')} required error={error('type')} {...register('type')}>
              {OLYMPIAD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`editor.types.${type}`)}
                </option>
              ))}
            </Select>
            <Select
              label={t('editor.language')}
              required
              error={error('language_id')}
              {...register('language_id', { valueAsNumber: true })}
            >
              <option value={1}>{t('editor.languages.1')}</option>
              <option value={2}>{t('editor.languages.2')}</option>
            </Select>
          </div>
          <div className={styles.row}>
            <TextInput label={t('editor.nameUz')} required error={error('name_uz')} {...register('name_uz')} />
            <TextInput label={t('editor.nameRu')} required error={error('name_ru')} {...register('name_ru')} />
          </div>
          <div className={styles.row}>
            <TextArea label={t('editor.titleUz')} rows={2} error={error('title_uz')} {...register('title_uz')} />
            <TextArea label={t('editor.titleRu')} rows={2} error={error('title_ru')} {...register('title_ru')} />
          </div>
          <div className={styles.row}>
            <TashkentTimeField<Values> name="starts_at" label={t('editor.startsAt')} hint={t('editor.timeHint')} />
            <TashkentTimeField<Values> name="ends_at" label={t('editor.endsAt')} hint={t('editor.timeHint')} />
          </div>
        </fieldset>

        {bank.isPending ? (
          <LoadingRegion label={t('editor.bankLoading')}>
            <Skeleton height="10rem" />
          </LoadingRegion>
        ) : bank.isError ? (
          <ErrorState message={userMessage(bank.error)} onRetry={() => void bank.refetch()} />
        ) : (
          <>
            <section className={styles.group} aria-labelledby="olympiad-required">
              <h2 id="olympiad-required" className={styles.groupTitle}>
                {t('editor.required')}
              </h2>
              <p className={styles.hint}>{t('editor.requiredHint')}</p>
              {required.fields.map((f, i) => (
                <SectionFields
                  key={f.id}
                  path={`required.${i}`}
                  index={i}
                  bank={subjects}
                  disabled={locked}
                  onRemove={() => required.remove(i)}
                />
              ))}
              <Button variant="secondary" onClick={() => required.append(emptySection())} disabled={locked}>
                {t('editor.addRequired')}
              </Button>
            </section>
            <section className={styles.group} aria-labelledby="olympiad-courses">
              <h2 id="olympiad-courses" className={styles.groupTitle}>
                {t('editor.courses')}
              </h2>
              {error('courses') && <p className={styles.short}>{error('courses')}</p>}
              {courses.fields.map((f, i) => (
                <CourseFields
                  key={f.id}
                  index={i}
                  bank={subjects}
                  disabled={locked}
                  onRemove={courses.fields.length > 1 ? () => courses.remove(i) : undefined}
                />
              ))}
              <Button
                variant="secondary"
                onClick={() => courses.append({ name_uz: '', name_ru: '', minutes: 60, subjects: [emptySection()] })}
                disabled={locked}
              >
                {t('editor.addCourse')}
              </Button>
            </section>
          </>
        )}
        {formState.errors.root?.server && (
          <p role="alert" className={styles.short}>
            {formState.errors.root.server.message}
          </p>
        )}
        {!locked && (
          <FormActions
            onCancel={onCancel}
            submitLabel={t(id === null ? 'editor.create' : 'editor.save')}
            pendingLabel={t('editor.saving')}
            pending={save.isPending}
          />
        )}
      </form>
    </FormProvider>
  );
}
