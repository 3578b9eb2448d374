import { useId, useState } from 'react';
import { ANSWER_LETTERS, type BankItemInput } from '@platform/shared/bank-item';
import { useTranslation } from '@platform/shared/i18n';
import { Explanation, MathText } from '@platform/shared/math';
import { AnswerOptions } from '@platform/shared/question';
import q from '@platform/shared/styles/question.module.css';
import { Tabs } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { pictureSrc } from '../lib/item-form';
import styles from './editor.module.css';

/**
 * The item as a learner's phone shows it once answered (a 360 px frame), drawn by the learner's own
 * components (`@platform/shared/question`, `/math`): the text with its formulas and picture, the options
 * A–D with the key marked right, the explanation — in either language, as it is typed.
 */
export function ItemPreview({ item }: { item: BankItemInput }) {
  const { t } = useTranslation(NS);
  const [lang, setLang] = useState<'uz' | 'ru'>('uz');
  const textId = useId();
  const shown = item[lang];
  const src = pictureSrc(item.image);
  return (
    <section className={styles.previewBox} aria-labelledby={`${textId}-title`}>
      <h2 id={`${textId}-title`} className={styles.subheading}>
        {t('editor.preview')}
      </h2>
      <Tabs
        label={t('editor.previewLanguage')}
        tabs={[
          { id: 'uz', label: t('editor.language.uz') },
          { id: 'ru', label: t('editor.language.ru') },
        ]}
        value={lang}
        onChange={(id) => setLang(id === 'ru' ? 'ru' : 'uz')}
      />
      <div className={`${styles.phone} ${q.question}`} lang={lang} data-testid="item-preview">
        <p id={textId} className={q.text}>
          <MathText text={shown.text} />
        </p>
        {src && <img className={q.image} src={src} alt={t('editor.pictureAlt')} />}
        <AnswerOptions
          options={ANSWER_LETTERS.map((letter, i) => ({ id: i, letter, text: shown.options[i] ?? '', image: null }))}
          name={`${textId}-options`}
          labelledBy={textId}
          stateOf={(i) => (ANSWER_LETTERS[i] === item.answer ? 'correct' : 'idle')}
          checked={null}
          locked
          onSelect={() => undefined}
          labels={{ optionImage: () => t('editor.pictureAlt'), correct: t('editor.answer'), wrong: t('editor.previewWrong') }}
          testId={(letter) => `preview-option-${letter}`}
        />
        <Explanation text={shown.explanation} />
      </div>
    </section>
  );
}
