import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { userMessage } from '@platform/shared/api';
import { ANSWER_LETTERS, type BankItemInput } from '@platform/shared/bank-item';
import { bus } from '@platform/shared/events';
import { Select, TextInput } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { useNavigate } from '@platform/shared/router';
import type { Draft } from '@platform/shared/studio';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { useReviewDraft } from '../../api/review-draft';
import { useSaveDraft } from '../../api/save-draft';
import { DifficultyOptions } from '../../lib/difficulty-options';
import { itemPath } from '../../lib/item-path';
import { itemFormSchema, setItemErrors, type ItemFormOutput, type ItemFormValues } from '../lib/item-form';
import { useIssueText } from '../lib/use-issue-text';
import { ItemPreview } from './item-preview';
import { LanguageFields } from './language-fields';
import { PictureField } from './picture-field';
import { SubjectSelect } from './subject-select';
import styles from './editor.module.css';

const resolver = zodResolver(itemFormSchema);
const FIELDS = /^(subject_id|topic|item(\..+)?)$/;

interface EditorFormProps {
  values: ItemFormValues;
  /** the open draft, when there is one (its status says whether the form may be written) */
  draft: Draft | null;
  /** an item that exists already: its subject, topic and key stay as they are */
  existing: boolean;
}

/**
 * The item's form: uz and ru side by side (stacked on a phone), key, difficulty, picture, and a phone
 * preview. "Save" writes the draft (a new one, or the open one again); "Submit for review" saves and
 * sends it to a reviewer. The form parses with the api's own schema; the api's issues land under their fields.
 */
export function EditorForm({ values, draft, existing }: EditorFormProps) {
  const { t } = useTranslation(NS);
  const issue = useIssueText();
  const navigate = useNavigate();
  const save = useSaveDraft();
  const review = useReviewDraft();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, watch, formState } = useForm<ItemFormValues, unknown, ItemFormOutput>({
    resolver,
    defaultValues: values,
  });
  const locked = draft !== null && draft.status !== 'draft';
  const busy = save.isPending || review.isPending;
  const errors = formState.errors;

  const send = (submit: boolean) =>
    handleSubmit(
      async (form) => {
        setFailure(null);
        try {
          const saved = await save.mutateAsync(
            draft ? { id: draft.id, item: form.item } : { id: null, subject_id: form.subject_id, topic: form.topic, item: form.item },
          );
          if (submit) await review.mutateAsync({ id: saved.data.id, action: 'submit' });
          bus.emit('toast', { kind: 'success', message: t(submit ? 'editor.submitted' : 'editor.saved') });
          if (!existing) navigate(itemPath({ subject_id: saved.data.subject_id, topic: saved.data.topic, key: saved.data.key }));
        } catch (error) {
          if (!setItemErrors(error, (path) => FIELDS.test(path), setError)) setFailure(userMessage(error));
        }
      },
      (invalid) => {
        console.warn(
          'DEBUG invalid',
          JSON.stringify(invalid, (k, v) => (k === 'ref' ? undefined : v)),
        );
        setFailure(t('editor.invalid'));
      },
    );

  return (
    <form className={styles.editor} onSubmit={(event) => void send(false)(event)} noValidate aria-label={t('editor.form')}>
      <div className={styles.meta}>
        <Controller
          control={control}
          name="subject_id"
          render={({ field }) => (
            <SubjectSelect
              value={String(field.value)}
              onChange={field.onChange}
              disabled={existing || locked}
              error={issue('subject_id', errors.subject_id)}
            />
          )}
        />
        <TextInput
          label={t('editor.topic')}
          hint={t('bank.topicHint')}
          required
          readOnly={existing}
          error={issue('topic', errors.topic)}
          {...register('topic')}
        />
        <TextInput
          label={t('editor.key')}
          hint={t('editor.keyHint')}
          required
          readOnly={existing}
          error={issue('item.id', errors.item?.id)}
          {...register('item.id')}
        />
        <Select
          label={t('bank.difficulty')}
          required
          disabled={locked}
          error={issue('item.difficulty', errors.item?.difficulty)}
          {...register('item.difficulty', { setValueAs: Number })}
        >
          <DifficultyOptions />{' '}
        </Select>
        <Select
          label={t('editor.answer')}
          required
          disabled={locked}
          error={issue('item.answer', errors.item?.answer)}
          {...register('item.answer')}
        >
          {ANSWER_LETTERS.map((letter) => (
            <option key={letter} value={letter}>
              {letter}
            </option>
          ))}
        </Select>
      </div>
      <Controller
        control={control}
        name="item.image"
        render={({ field }) => (
          <PictureField value={field.value} onChange={field.onChange} disabled={locked} error={issue('item.image', errors.item?.image)} />
        )}
      />
      <div className={styles.columns}>
        <LanguageFields lang="uz" register={register} errors={errors} disabled={locked} />
        <LanguageFields lang="ru" register={register} errors={errors} disabled={locked} />
      </div>
      <ItemPreview item={watch('item') as BankItemInput} />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {locked ? (
        <p className={styles.hint}>{t(draft?.status === 'in_review' ? 'editor.inReview' : 'editor.published')}</p>
      ) : (
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
            {t('editor.save')}
          </Button>
          <Button type="button" disabled={busy} aria-busy={busy || undefined} onClick={(event) => void send(true)(event)}>
            {t('editor.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
