import { useId, useState } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { FormActions } from '@platform/shared/form';
import { Skeleton, ErrorState, LoadingRegion, ResponsiveDialog, visuallyHidden } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useAvatarImages } from '../api/get-avatar-images';
import { useChangeProfileImage } from '../api/change-profile-image';
import styles from './dialogs.module.css';

/** SPEC §9: the avatar grid shows 12 skeletons while it loads. */
export const AVATAR_SKELETONS = 12;

/** A grid of ready-made pictures; Save is disabled until one is picked (SPEC §5). */
export function AvatarChooser({ current, onClose }: { current: string | null; onClose: () => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const name = useId();
  const avatars = useAvatarImages();
  const change = useChangeProfileImage();
  const [selected, setSelected] = useState<string | null>(null);

  const save = () => {
    if (!selected) return;
    change.mutate(selected, {
      onSuccess: () => {
        bus.emit('toast', { kind: 'success', message: t('avatar.saved') });
        onClose();
      },
    });
  };

  return (
    <ResponsiveDialog open title={t('avatar.title')} onClose={onClose}>
      {avatars.isPending ? (
        <LoadingRegion label={t('avatar.loading')} className={styles.avatarGrid}>
          {Array.from({ length: AVATAR_SKELETONS }, (_, i) => (
            <div key={i} className={styles.avatarSkeleton}>
              <Skeleton height="100%" radius={999} />
            </div>
          ))}
        </LoadingRegion>
      ) : avatars.isError ? (
        <ErrorState message={userMessage(avatars.error)} onRetry={() => void avatars.refetch()} />
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={visuallyHidden}>{t('avatar.title')}</legend>
          <div className={styles.avatarGrid}>
            {avatars.data.map((avatar, index) => (
              <label key={avatar.id} className={`${styles.avatarOption} ${avatar.image === current ? styles.current : ''}`}>
                <input
                  type="radio"
                  name={name}
                  value={avatar.image}
                  className={visuallyHidden}
                  checked={selected === avatar.image}
                  onChange={() => setSelected(avatar.image)}
                />
                <img src={avatar.image} alt={t('avatar.option', { n: index + 1 })} loading="lazy" decoding="async" width={72} height={72} />
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {change.isError && (
        <p role="alert" className={styles.error}>
          {userMessage(change.error)}
        </p>
      )}
      <FormActions onCancel={onClose} submitLabel={t('avatar.save')} onSubmit={save} pending={change.isPending} disabled={!selected} />
    </ResponsiveDialog>
  );
}
