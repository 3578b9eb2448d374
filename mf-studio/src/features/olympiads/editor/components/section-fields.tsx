import { Controller, get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@platform/shared/i18n';
import { Select, useValidationText } from '@platform/shared/form';
import { Button } from '@platform/shared/ui';
import { DIFFICULTIES, type OlympiadFileInput } from '@platform/shared/olympiads';
import type { OlympiadBankSubject } from '@platform/shared/studio-content';
import { availableQuestions } from '../../lib/form-values';
import { OLYMPIADS_NS } from '../../lib/i18n';
import { NumberField } from './number-field';
import styles from './olympiad-form.module.css';

export type SectionPath = `required.${number}` | `courses.${number}.subjects.${number}`;

/** Toggles `value` in a list (a checkbox of a group). */
const toggled = <T,>(list: readonly T[] | undefined, value: T, on: boolean): T[] =>
  on ? [...(list ?? []).filter((v) => v !== value), value] : (list ?? []).filter((v) => v !== value);

/**
 * One section: a subject of the bank, how many questions and their points, and what they are drawn
 * from — the subject's topics and difficulty levels (none ticked: all), each with its question
 * counts, and how many questions the choice holds.
 */
export function SectionFields({
  path,
  index,
  bank,
  disabled,
  onRemove,
}: {
  path: SectionPath;
  index: number;
  bank: OlympiadBankSubject[];
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation(OLYMPIADS_NS);
  const text = useValidationText();
  const { register, control, formState } = useFormContext<OlympiadFileInput>();
  const [slug, topics, levels, count] = useWatch({
    control,
    name: [`${path}.subject`, `${path}.topics`, `${path}.difficulty`, `${path}.count`],
  });
  const subject = bank.find((s) => s.slug === slug);
  const available = availableQuestions(subject, topics ?? [], levels ?? []);
  const error = (field: string) => text(get(formState.errors, `${path}.${field}`));
  const levelName = (level: number) => t(`section.levels.${level as 1 | 2 | 3}`);

  return (
    <fieldset className={styles.section} disabled={disabled}>
      <legend className={styles.legend}>{t('section.legend', { n: index + 1 })}</legend>
      <div className={styles.row}>
        <Select
          label={t('section.subject')}
          placeholder={t('section.subjectPlaceholder')}
          required
          error={error('subject')}
          {...register(`${path}.subject`)}
        >
          {bank.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </Select>
        <NumberField name={`${path}.count`} label={t('section.count')} min={1} max={100} required />
        <NumberField name={`${path}.points`} label={t('section.points')} min={0.1} step={0.1} />
      </div>
      {subject && (
        <>
          <Controller
            control={control}
            name={`${path}.topics`}
            render={({ field }) => (
              <fieldset className={styles.choices} aria-describedby={`${path}-topics-hint`}>
                <legend className={styles.choicesLegend}>{t('section.topics')}</legend>
                <p id={`${path}-topics-hint`} className={styles.hint}>
                  {t('section.topicsHint')}
                </p>
                {error('topics') && (
                  <p role="alert" className={styles.short}>
                    {error('topics')}
                  </p>
                )}
                <div className={styles.topicList}>
                  {subject.topics.map((topic) => (
                    <label key={topic.key} className={styles.choice}>
                      <input
                        type="checkbox"
                        checked={field.value?.includes(topic.key) ?? false}
                        onChange={(e) => field.onChange(toggled(field.value, topic.key, e.target.checked))}
                      />
                      {t('section.topicCounts', {
                        name: topic.name,
                        easy: topic.counts[0],
                        medium: topic.counts[1],
                        hard: topic.counts[2],
                      })}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          />
          <Controller
            control={control}
            name={`${path}.difficulty`}
            render={({ field }) => (
              <fieldset className={styles.choices}>
                <legend className={styles.choicesLegend}>{t('section.difficulty')}</legend>
                <p className={styles.hint}>{t('section.difficultyHint')}</p>
                <div className={styles.levels}>
                  {DIFFICULTIES.map((level) => (
                    <label key={level} className={styles.choice}>
                      <input
                        type="checkbox"
                        checked={field.value?.includes(level) ?? false}
                        onChange={(e) => field.onChange(toggled(field.value, level, e.target.checked))}
                      />
                      {t('section.levelCount', { level: levelName(level), count: availableQuestions(subject, topics ?? [], [level]) })}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          />
          <p className={available < (Number(count) || 0) ? styles.short : styles.hint} aria-live="polite">
            {available < (Number(count) || 0) ? t('section.short', { count: available }) : t('section.available', { count: available })}
          </p>
        </>
      )}
      <Button variant="ghost" onClick={onRemove} disabled={disabled}>
        {t('section.remove')}
      </Button>
    </fieldset>
  );
}
