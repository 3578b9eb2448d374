import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { ANSWER_LETTERS, MAX_EXPLANATION_LENGTH, MAX_OPTION_TEXT_LENGTH, MAX_QUESTION_TEXT_LENGTH } from '@platform/shared/bank-item';
import { TextArea, TextInput } from '@platform/shared/form';
import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../lib/i18n';
import type { ItemFormValues } from '../lib/item-form';
import { useIssueText } from '../lib/use-issue-text';
import styles from './editor.module.css';

interface LanguageFieldsProps {
  lang: 'uz' | 'ru';
  register: UseFormRegister<ItemFormValues>;
  errors: FieldErrors<ItemFormValues>;
  disabled: boolean;
}

/** One language of the item: its question text, the options A–D and the explanation (TeX between `$…$`). */
export function LanguageFields({ lang, register, errors, disabled }: LanguageFieldsProps) {
  const { t } = useTranslation(NS);
  const text = useIssueText();
  const own = errors.item?.[lang];
  return (
    <fieldset className={styles.language} lang={lang} disabled={disabled}>
      <legend className={styles.legend}>{t(`editor.language.${lang}`)}</legend>
      <TextArea
        label={t('editor.text')}
        hint={t('editor.texHint')}
        required
        rows={4}
        maxLength={MAX_QUESTION_TEXT_LENGTH}
        error={text(`item.${lang}.text`, own?.text)}
        {...register(`item.${lang}.text`)}
      />
      {ANSWER_LETTERS.map((letter, i) => (
        <TextInput
          key={letter}
          label={t('editor.option', { letter })}
          required
          maxLength={MAX_OPTION_TEXT_LENGTH}
          error={text(`item.${lang}.options.${i}`, own?.options?.[i])}
          {...register(`item.${lang}.options.${i}`)}
        />
      ))}
      <TextArea
        label={t('editor.explanation')}
        required
        rows={3}
        maxLength={MAX_EXPLANATION_LENGTH}
        error={text(`item.${lang}.explanation`, own?.explanation)}
        {...register(`item.${lang}.explanation`)}
      />
    </fieldset>
  );
}
