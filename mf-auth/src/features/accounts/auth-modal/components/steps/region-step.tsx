import { useId } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Button, Skeleton, ErrorState, LoadingRegion } from '@platform/shared/ui';
import { NS } from '../../../../../lib/i18n';
import { useRegions } from '../../../sign-in';
import { StepLayout } from '../step-layout';
import styles from '../steps.module.css';

interface RegionStepProps {
  titleId: string;
  region: number | null;
  onChange: (region: number) => void;
  onContinue: () => void;
}

/** Step 5: the region list from GET /address. */
export function RegionStep({ titleId, region, onChange, onContinue }: RegionStepProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const regions = useRegions();
  return (
    <StepLayout
      titleId={titleId}
      title={t('region.title')}
      footer={
        <Button onClick={onContinue} disabled={region === null || !regions.data?.some((r) => r.id === region)}>
          {t('continue')}
        </Button>
      }
    >
      {regions.isPending ? (
        <LoadingRegion label={t('region.loading')}>
          <div className={styles.skeletons}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={48} />
            ))}
          </div>
        </LoadingRegion>
      ) : regions.isError ? (
        <ErrorState message={userMessage(regions.error)} onRetry={() => void regions.refetch()} />
      ) : (
        <div role="radiogroup" aria-labelledby={titleId} className={styles.regions}>
          {regions.data.map((item) => (
            <label key={item.id} className={styles.option}>
              <input
                type="radio"
                className={styles.input}
                name={`${id}-region`}
                value={item.id}
                checked={region === item.id}
                onChange={() => onChange(item.id)}
              />
              <span className={`${styles.card} ${styles.region}`}>
                <span className={styles.dot} aria-hidden="true" />
                <span>{item.name}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </StepLayout>
  );
}
