import { useEffect, useId, useRef } from 'react';
import { AGE_MAX, AGE_MIN } from '@platform/shared/accounts';
import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../../lib/i18n';
import { StepLayout } from '../step-layout';
import styles from '../steps.module.css';

/** 7…70: 64 values (SPEC §9). */
export const AGES = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => AGE_MIN + i);

/** Wait this long after the last scroll event before choosing the age in the middle. */
const SCROLL_SETTLE_MS = 150;

interface AgeStepProps {
  titleId: string;
  age: number | null;
  onChange: (age: number) => void;
  onContinue: () => void;
}

/**
 * Step 4: a horizontal carousel of ages. Native radios (arrow keys move the choice), arrow buttons,
 * and swiping: when the strip stops, the age in its middle is chosen.
 */
export function AgeStep({ titleId, age, onChange, onContinue }: AgeStepProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const firstScroll = useRef(true);

  // keep the chosen age in the middle of the strip
  useEffect(() => {
    const strip = track.current;
    const item = strip?.querySelector<HTMLElement>(`[data-age="${age}"]`);
    if (!strip || !item) return;
    const left = item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2;
    strip.scrollTo?.({ left, behavior: firstScroll.current ? 'instant' : 'smooth' });
    firstScroll.current = false;
  }, [age]);

  useEffect(() => () => clearTimeout(settle.current), []);

  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const strip = track.current;
      if (!strip) return;
      const middle = strip.scrollLeft + strip.clientWidth / 2;
      let closest: number | null = null;
      let distance = Infinity;
      for (const item of strip.querySelectorAll<HTMLElement>('[data-age]')) {
        const d = Math.abs(item.offsetLeft + item.offsetWidth / 2 - middle);
        if (d < distance) {
          distance = d;
          closest = Number(item.dataset.age);
        }
      }
      if (closest !== null && closest !== age) onChange(closest);
    }, SCROLL_SETTLE_MS);
  };

  const current = age ?? AGE_MIN;
  return (
    <StepLayout
      titleId={titleId}
      title={t('age.title')}
      footer={
        <Button onClick={onContinue} disabled={age === null}>
          {t('continue')}
        </Button>
      }
    >
      <p className={styles.ageValue} aria-hidden="true">
        {age ?? '—'}
      </p>
      <div className={styles.carousel}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('age.younger')}
          disabled={age !== null && age <= AGE_MIN}
          onClick={() => onChange(Math.max(AGE_MIN, current - 1))}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <div ref={track} role="radiogroup" aria-labelledby={titleId} className={styles.track} onScroll={onScroll}>
          {AGES.map((value) => (
            <label key={value} className={styles.ageOption} data-age={value}>
              <input
                type="radio"
                className={styles.input}
                name={`${id}-age`}
                value={value}
                checked={age === value}
                onChange={() => onChange(value)}
                aria-label={t('age.option', { age: value })}
              />
              <span className={styles.age} aria-hidden="true">
                {value}
              </span>
            </label>
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('age.older')}
          disabled={age !== null && age >= AGE_MAX}
          onClick={() => onChange(Math.min(AGE_MAX, age === null ? AGE_MIN : age + 1))}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </StepLayout>
  );
}
