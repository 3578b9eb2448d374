import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Link } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { Button, buttonClass, LoadingRegion, Skeleton, ResponsiveDialog } from '@platform/shared/ui';
import type { Result } from '@platform/shared/topic-tests';
import { RESULTS_NS } from '../../../../lib/i18n';
import { checkPath } from '../lib/ticket-id';
import { useShareLink } from '../hooks/use-share-link';
import { CertificateAction } from './certificate-action';
import styles from './result-actions.module.css';

// react-hook-form and the resolver load only when someone rates
const loadRatingDialog = () => import(/* webpackChunkName: "result-rating" */ './rating-dialog');
const RatingDialog = lazy(() => loadRatingDialog().then((m) => ({ default: m.RatingDialog })));

function RatingFallback({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(RESULTS_NS);
  return (
    <ResponsiveDialog open title={t('rating.title')} onClose={onClose}>
      <LoadingRegion label={t('rating.loading')} className={styles.loading}>
        <Skeleton height={44} />
        <Skeleton height={112} />
      </LoadingRegion>
    </ResponsiveDialog>
  );
}

/**
 * Check, rate, share, certificate and apply (SPEC §2, §5, §6). Guests get neither rating nor
 * certificates; apply only for a university result without an application.
 */
export function ResultActions({ result, signedIn, shareUrl }: { result: Result; signedIn: boolean; shareUrl: string }) {
  const { t } = useTranslation(RESULTS_NS);
  const share = useShareLink();
  const [ratingOpen, setRatingOpen] = useState(false);
  const [rated, setRated] = useState(false);
  const block = result.result[0];

  const onShare = () =>
    void share({
      url: shareUrl,
      title: t('share.title'),
      text: t('share.text', {
        subject: block?.name ?? '',
        lesson: block?.lesson_name ?? '',
        ball: result.ball,
        total: result.total,
      }),
    });

  return (
    <div role="group" aria-label={t('actions.label')} className={styles.actions}>
      {signedIn && result.can_generate_certificate && <CertificateAction ticketId={result.ticket_id} />}
      {result.certificate_id && (
        <Link to={checkPath(result.certificate_id)} className={`${buttonClass('secondary')} ${styles.wide}`}>
          {t('actions.certificateCheck')}
        </Link>
      )}
      <Link to={checkPath(result.ticket_id)} className={buttonClass('secondary')}>
        {t('actions.check')}
      </Link>
      {signedIn && (
        <Button
          variant="secondary"
          disabled={rated}
          onClick={() => setRatingOpen(true)}
          onPointerEnter={() => void loadRatingDialog()}
          onFocus={() => void loadRatingDialog()}
        >
          {rated ? t('actions.rated') : t('actions.rate')}
        </Button>
      )}
      <Button variant="secondary" onClick={onShare}>
        {t('actions.share')}
      </Button>
      {result.type === 'university' && result.application === null && (
        <Link to={paths.privateUniversities} className={`${buttonClass('primary')} ${styles.wide}`}>
          {t('actions.apply')}
        </Link>
      )}
      {ratingOpen && (
        <Suspense fallback={<RatingFallback onClose={() => setRatingOpen(false)} />}>
          <RatingDialog
            ticketId={result.ticket_id}
            testId={result.test.test_id}
            onClose={() => setRatingOpen(false)}
            onRated={() => setRated(true)}
          />
        </Suspense>
      )}
    </div>
  );
}
