import { isApiStatus, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useParams } from '@platform/shared/router';
import { paths, resultPath } from '@platform/shared/routes';
import { buttonClass, ErrorState, LoadingRegion, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import { RESULTS_NS } from '../../../../lib/i18n';
import { ReviewList, useViewerReview } from '../../../topic-tests/results';
import { useViewerCertificateCheck } from '../api/get-certificate-check';
import { parseCheckId, type CheckTarget } from '../lib/check-id';
import { CertificateCard } from './certificate-card';
import { MessagePanel } from '@platform/shared/message-panel';
import styles from './check-page.module.css';

function Loading({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <LoadingRegion label={label} className={styles.stack}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={i === 0 ? 180 : 140} radius={12} />
      ))}
    </LoadingRegion>
  );
}

function CertificateNotFound() {
  const { t } = useTranslation(RESULTS_NS);
  return (
    <MessagePanel icon="?" level={2} title={t('check.notFound.title')} text={t('check.notFound.text')} testId="certificate-not-found">
      <Link to={paths.home} className={buttonClass('secondary')}>
        {t('check.notFound.home')}
      </Link>
    </MessagePanel>
  );
}

function Review({ review }: { review: ReturnType<typeof useViewerReview> }) {
  const { t } = useTranslation(RESULTS_NS);
  if (review.isPending) return <Loading label={t('review.loading')} />;
  if (review.isError) return <ErrorState message={userMessage(review.error)} onRetry={() => void review.refetch()} />;
  return <ReviewList questions={review.data.data.questions} />;
}

function CheckContent({ target }: { target: CheckTarget }) {
  const { t } = useTranslation(RESULTS_NS);
  const check = useViewerCertificateCheck(target.id);
  // by a ticket id: no certificate (or not the viewer's ticket) — the owner's review may still answer
  const notIssued = target.kind === 'ticket' && check.isError && isApiStatus(check.error, 404);
  const owner = check.isSuccess && check.data.data.is_owner;
  // the owner may review every question (the api tells the owner the ticket id)
  const ticketId = target.kind === 'ticket' ? target.ticketId : (check.data?.data.ticket_id ?? 0);
  const review = useViewerReview(ticketId, (owner && ticketId > 0) || notIssued);

  if (check.isPending) return <Loading label={t('check.loading')} />;
  if (target.kind === 'certificate' && check.isError && isApiStatus(check.error, 404)) return <CertificateNotFound />;
  if (notIssued) {
    if (review.isPending) return <Loading label={t('check.loading')} />;
    if (review.isError) return <CertificateNotFound />;
    return (
      <>
        <MessagePanel icon="i" level={2} title={t('check.noCertificate.title')} text={t('check.noCertificate.text')}>
          <Link to={resultPath(ticketId)} className={buttonClass('secondary')}>
            {t('check.noCertificate.back')}
          </Link>
        </MessagePanel>
        <ReviewList questions={review.data.data.questions} />
      </>
    );
  }
  if (check.isError) return <ErrorState message={userMessage(check.error)} onRetry={() => void check.refetch()} />;
  return (
    <>
      <CertificateCard check={check.data.data} />
      {owner && <Review review={review} />}
    </>
  );
}

/**
 * `/check/:ticketId`: by a certificate id, its public verification; by a ticket id, its owner's check
 * (the certificate if issued, else a note) — nobody else's. The owner also sees the review of every question.
 */
export function CheckPage() {
  const { t } = useTranslation(RESULTS_NS);
  const { ticketId: raw } = useParams();
  const target = parseCheckId(raw);
  useDocumentTitle(t('check.documentTitle'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('check.title')}</h1>
      {target === null ? <CertificateNotFound /> : <CheckContent key={target.id} target={target} />}
    </div>
  );
}
