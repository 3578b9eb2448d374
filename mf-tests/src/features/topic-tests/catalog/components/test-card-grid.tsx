import { useTranslation } from '@platform/shared/i18n';
import { LoadingRegion, Skeleton } from '@platform/shared/ui';
import type { TestCard as TestCardData } from '@platform/shared/topic-tests';
import { NS } from '../../../../lib/i18n';
import { TestCard } from './test-card';
import cardStyles from './test-card.module.css';
import styles from './test-card-grid.module.css';

/** SPEC §9: placeholders 4-8; a list of test cards shows 8 while it loads. */
export const CARD_SKELETONS = 8;

export function TestCardGrid({
  cards,
  onOpen,
  busy = false,
}: {
  cards: TestCardData[];
  onOpen: (card: TestCardData) => void;
  /** another page is loading while these cards stay on screen */
  busy?: boolean;
}) {
  return (
    <ul className={`${styles.grid} ${busy ? styles.busy : ''}`} aria-busy={busy || undefined}>
      {cards.map((card) => (
        <li key={card.testId}>
          <TestCard card={card} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function TestCardSkeleton() {
  return (
    <div className={cardStyles.card} data-testid="test-card-skeleton">
      <Skeleton width="45%" height={14} />
      <Skeleton width="90%" height={20} />
      <Skeleton width="60%" height={20} />
      <Skeleton height={14} />
    </div>
  );
}

export function TestCardGridSkeleton({ count = CARD_SKELETONS }: { count?: number }) {
  const { t } = useTranslation(NS);
  return (
    <LoadingRegion label={t('grid.loading')} className={styles.grid}>
      {Array.from({ length: count }, (_, i) => (
        <TestCardSkeleton key={i} />
      ))}
    </LoadingRegion>
  );
}
