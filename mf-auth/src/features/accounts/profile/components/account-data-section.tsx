import { useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { Button } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { DeleteAccountDialog } from './delete-account-dialog';
import { ExportLink } from './export-link';
import { ProfileSection } from './profile-section';
import ui from './profile-ui.module.css';
import styles from './account-data-section.module.css';

/** Own profile only: download one's data, delete the account (ADR 033). */
export function AccountDataSection() {
  const { t } = useTranslation(PROFILE_NS);
  const [deleting, setDeleting] = useState(false);
  return (
    <ProfileSection titleId="profile-account-title" title={t('account.title')} subtitle={t('account.subtitle')}>
      <div className={styles.actions}>
        <div className={styles.action}>
          <ExportLink />
          <p className={ui.sectionSubtitle}>{t('account.exportHint')}</p>
        </div>
        <div className={styles.action}>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            {t('account.delete')}
          </Button>
          <p className={ui.sectionSubtitle}>{t('account.deleteHint')}</p>
        </div>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </ProfileSection>
  );
}
