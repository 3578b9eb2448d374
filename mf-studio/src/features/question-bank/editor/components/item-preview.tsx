import { useId, useState } from 'react';
import { ANSWER_LETTERS, type BankItemInput } from '@platform/shared/bank-item';
import { useTranslation } from '@platform/shared/i18n';
import { Explanation, MathText } from '@platform/shared/math';
import { Tabs } from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { pictureSrc } from '../lib/item-form';
import styles from './editor.module.css';

/**
 * The item as a learner's phone shows it (a 360 px frame): the text with its formulas and picture,
 * the options A–D with the key marked, the explanation — in either language, as it is typed.
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
      <div className={styles.phone} lang={lang} data-testid="item-preview">
        <p id={textId} className={styles.previewText}>
          <MathText text={shown.text} />
        </p>
        {src && <img className={styles.previewImage} src={src} alt={t('editor.pictureAlt')} />}
        <ol className={styles.previewOptions} aria-labelledby={textId}>
          {ANSWER_LETTERS.map((letter, i) => (
            <li key={letter} className={styles.previewOption} data-correct={item.answer === letter || undefined}>
              <span className={styles.letter}>{letter}</span> <MathText text={shown.options[i] ?? ''} />
              {item.answer === letter && <span className={styles.key}> ✓ {t('editor.answer')}</span>}
            </li>
          ))}
        </ol>
        <Explanation text={shown.explanation} />
      </div>
    </section>
  );
}
