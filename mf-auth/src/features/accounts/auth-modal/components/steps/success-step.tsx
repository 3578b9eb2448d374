import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Button, visuallyHidden } from '@platform/shared/ui';
import { NS } from '../../../../../lib/i18n';
import { useSecondsLeft } from '../../../sign-in';
import { StepLayout } from '../step-layout';
import styles from '../steps.module.css';

/** The success step continues by itself after this many seconds. */
export const SUCCESS_AUTO_CONTINUE_SECONDS = 5;

/** A finish flag over a check mark, with confetti: drawn for this step. */
function SuccessPicture() {
  return (
    <svg className={styles.picture} viewBox="0 0 220 160" aria-hidden="true" focusable="false">
      <ellipse cx="110" cy="146" rx="70" ry="8" fill="#e8effd" />
      <circle cx="110" cy="78" r="56" fill="#e8effd" />
      <circle cx="110" cy="78" r="40" fill="#1a56db" />
      <path d="M91 79l13 13 26-28" fill="none" stroke="#fff" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M160 20v52" stroke="#111827" strokeWidth="3" strokeLinecap="round" />
      <path d="M160 22h34l-8 10 8 10h-34z" fill="#f59e0b" />
      <rect x="36" y="30" width="10" height="10" rx="2" fill="#16a34a" transform="rotate(20 41 35)" />
      <rect x="176" y="100" width="9" height="9" rx="2" fill="#f97316" transform="rotate(-15 180 104)" />
      <circle cx="44" cy="110" r="5" fill="#f59e0b" />
      <circle cx="62" cy="18" r="4" fill="#1a56db" />
      <path d="M24 74l8 4-8 4" fill="none" stroke="#dc2626" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M190 64l6-6M196 70l8-2" stroke="#16a34a" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

interface SuccessStepProps {
  titleId: string;
  onContinue: () => void;
}

/** Step 8: picture, title, description, continue button with a 5 s countdown badge (continues by itself). */
export function SuccessStep({ titleId, onContinue }: SuccessStepProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [deadline] = useState(() => Date.now() + SUCCESS_AUTO_CONTINUE_SECONDS * 1000);
  const left = useSecondsLeft(deadline);
  const done = useRef(false);
  const latest = useRef(onContinue);
  useEffect(() => {
    latest.current = onContinue;
  });
  const go = () => {
    if (done.current) return;
    done.current = true;
    latest.current();
  };
  useEffect(() => {
    if (left === 0) go();
  });

  return (
    <StepLayout
      titleId={titleId}
      title={t('success.title')}
      footer={
        <>
          <Button onClick={go} aria-describedby={`${id}-auto`}>
            {t('success.continue')}
            <span className={styles.badge} aria-hidden="true" data-testid="success-countdown">
              {left}
            </span>
          </Button>
          <span id={`${id}-auto`} className={visuallyHidden}>
            {t('success.auto', { seconds: left })}
          </span>
        </>
      }
    >
      <div className={styles.success}>
        <SuccessPicture />
        <p>{t('success.text')}</p>
      </div>
    </StepLayout>
  );
}
