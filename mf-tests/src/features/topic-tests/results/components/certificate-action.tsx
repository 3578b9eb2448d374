import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { Button, buttonClass } from '@platform/shared/ui';
import { RESULTS_NS } from '../../../../lib/i18n';
import { testKeys } from '../../../../lib/test-keys';
import { createCertificate } from '../api/create-certificate';
import styles from './result-actions.module.css';

/**
 * SPEC §5/§7: only when `can_generate_certificate`; POST /certification → the PDF opens in a new
 * tab. A download link stays in case the browser blocked the tab.
 */
export function CertificateAction({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation(RESULTS_NS);
  const queryClient = useQueryClient();
  const certificate = useMutation({
    mutationFn: () => createCertificate(ticketId),
    onSuccess: ({ download_url }) => {
      window.open(download_url, '_blank', 'noopener');
      bus.emit('toast', { kind: 'success', message: t('certificate.ready') });
      // has_certificate is true now: the page links to the public check
      void queryClient.invalidateQueries({ queryKey: testKeys.result(ticketId) });
    },
    onError: (error) => bus.emit('toast', { kind: 'error', message: userMessage(error) }),
  });
  return (
    <>
      <Button
        className={styles.wide}
        data-testid="certificate-button"
        disabled={certificate.isPending}
        aria-busy={certificate.isPending || undefined}
        onClick={() => certificate.mutate()}
      >
        {certificate.isPending ? t('actions.certificateLoading') : t('actions.certificate')}
      </Button>
      {certificate.data && (
        <a
          className={`${buttonClass('secondary')} ${styles.wide}`}
          href={certificate.data.download_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('actions.certificateDownload')}
        </a>
      )}
    </>
  );
}
