import { useId, type ReactNode } from 'react';
import { ROLES, type Role } from '@platform/shared/contracts';
import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { NS } from '../../../../../lib/i18n';
import { StepLayout } from '../step-layout';
import styles from '../steps.module.css';

const icon = (path: ReactNode) => (
  <svg className={styles.roleIcon} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      {path}
    </g>
  </svg>
);

const ROLE_ICONS: Record<Role, ReactNode> = {
  // a graduation cap
  APPLICANT: icon(
    <>
      <path d="M4 15l16-7 16 7-16 7z" />
      <path d="M11 18.5v7c3 3 15 3 18 0v-7M34 16v9" />
    </>,
  ),
  // an open book
  STUDENT: icon(
    <>
      <path d="M20 11c-4-3-9-3-14-2v20c5-1 10-1 14 2 4-3 9-3 14-2V9c-5-1-10-1-14 2z" />
      <path d="M20 11v20" />
    </>,
  ),
  // a board with a pointer
  TEACHER: icon(
    <>
      <rect x="5" y="7" width="30" height="19" rx="2" />
      <path d="M12 33l8-7 8 7M11 14h12M11 19h8" />
    </>,
  ),
  // a person
  OTHER: icon(
    <>
      <circle cx="20" cy="13" r="6" />
      <path d="M8 34c1-7 6-11 12-11s11 4 12 11" />
    </>,
  ),
};

interface RoleStepProps {
  titleId: string;
  role: Role | null;
  onChange: (role: Role) => void;
  onContinue: () => void;
}

/** Step 3: who the user is, four cards with radio semantics. */
export function RoleStep({ titleId, role, onChange, onContinue }: RoleStepProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <StepLayout
      titleId={titleId}
      title={t('role.title')}
      subtitle={t('role.subtitle')}
      footer={
        <Button onClick={onContinue} disabled={role === null}>
          {t('continue')}
        </Button>
      }
    >
      <div role="radiogroup" aria-labelledby={titleId} className={styles.roles}>
        {ROLES.map((value) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={`${id}-role`}
              value={value}
              checked={role === value}
              onChange={() => onChange(value)}
              aria-labelledby={`${id}-${value}`}
              aria-describedby={`${id}-${value}-text`}
            />
            <span className={styles.card}>
              {ROLE_ICONS[value]}
              <span id={`${id}-${value}`} className={styles.cardTitle}>
                {t(`role.options.${value}.title`)}
              </span>
              <span id={`${id}-${value}-text`} className={styles.cardText}>
                {t(`role.options.${value}.text`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </StepLayout>
  );
}
