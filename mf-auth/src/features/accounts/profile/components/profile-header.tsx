import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { isoToDisplayDate, type Profile } from '@platform/shared/accounts';
import { formatDay } from '@platform/shared/dates';
import { formatPhone, groupDigits } from '@platform/shared/format';
import { Button, visuallyHidden } from '@platform/shared/ui';
import { PROFILE_NS } from '../../../../lib/i18n';
import { useShare } from '../hooks/use-share';
import { profileUrl } from '../lib/share';
import { AvatarChooser } from './avatar-chooser';
import { FollowButton } from './follow-button';
import { LevelProgress } from './level-progress';
import { ProfileAvatar } from './profile-avatar';
import { ShareDialog } from './share-dialog';
import { SubjectChooser } from './subject-chooser';
import { SubjectChips } from './subject-chips';
import ui from './profile-ui.module.css';
import styles from './profile-header.module.css';

// the form library loads only when someone edits their profile
const loadEditModal = () => import(/* webpackChunkName: "profile-edit" */ './edit-profile-modal');
const EditProfileModal = lazy(() => loadEditModal().then((m) => ({ default: m.EditProfileModal })));

type Dialog = 'edit' | 'avatar' | 'subjects' | null;

/** Avatar, name, Pro, XP, level, followers, subjects, member-since and the actions of a profile. */
export function ProfileHeader({ profile, own }: { profile: Profile; own: boolean }) {
  const { t } = useTranslation(PROFILE_NS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const name = `${profile.full_name} ${profile.last_name}`.trim();
  const { share, dialogOpen, closeDialog } = useShare({ url: profileUrl(profile.id), title: name, text: t('share.text', { name }) });
  const place = [profile.region?.name, profile.district?.name].filter(Boolean).join(', ');

  return (
    <section className={`${ui.card} ${styles.header}`} aria-labelledby="profile-name">
      <div className={styles.identity}>
        <div className={styles.avatarWrap}>
          <ProfileAvatar name={name} image={profile.image} />
          {own && (
            <button type="button" className={styles.avatarEdit} aria-label={t('actions.changeAvatar')} onClick={() => setDialog('avatar')}>
              <span aria-hidden="true">✎</span>
            </button>
          )}
        </div>
        <div className={styles.who}>
          <h1 id="profile-name" className={styles.name}>
            <span>{name}</span>
            {profile.premium && (
              <span className={styles.pro} title={t('header.proLabel')}>
                <span aria-hidden="true">{t('header.pro')}</span>
                <span className={visuallyHidden}>{t('header.proLabel')}</span>
              </span>
            )}
          </h1>
          <p className={styles.xp}>{t('header.xp', { ball: groupDigits(profile.ball) })}</p>
          <p className={styles.meta}>
            {place && (
              <span>
                <span className={visuallyHidden}>{t('header.region')}: </span>
                {place}
              </span>
            )}
            <span>{t('header.memberSince', { date: formatDay(profile.created_at * 1000) })}</span>
          </p>
        </div>
      </div>

      <LevelProgress ball={profile.ball} stage={profile.stage} />

      <dl className={styles.counts} aria-live="polite">
        <div>
          <dt>{t('header.followers')}</dt>
          <dd>{groupDigits(profile.followers_count)}</dd>
        </div>
        <div>
          <dt>{t('header.following')}</dt>
          <dd>{groupDigits(profile.followings_count)}</dd>
        </div>
      </dl>

      <div className={styles.subjects}>
        <div className={styles.subjectsHead}>
          <h2 className={styles.smallTitle}>{t('header.subjects')}</h2>
          {own && (
            <button type="button" className={styles.textButton} onClick={() => setDialog('subjects')}>
              {t('actions.editSubjects')}
            </button>
          )}
        </div>
        <SubjectChips subjects={profile.subjects} />
      </div>

      {own && (
        <dl className={styles.details} aria-label={t('header.details')}>
          {profile.phone && (
            <div>
              <dt>{t('header.phone')}</dt>
              <dd>{formatPhone(profile.phone)}</dd>
            </div>
          )}
          {profile.birthday && (
            <div>
              <dt>{t('header.birthday')}</dt>
              <dd>{isoToDisplayDate(profile.birthday)}</dd>
            </div>
          )}
          {profile.gender && (
            <div>
              <dt>{t('header.gender')}</dt>
              <dd>{t(`genders.${profile.gender}`)}</dd>
            </div>
          )}
        </dl>
      )}

      <div className={styles.actions}>
        {own ? (
          <Button onClick={() => setDialog('edit')} onPointerEnter={() => void loadEditModal()} onFocus={() => void loadEditModal()}>
            {t('actions.edit')}
          </Button>
        ) : (
          <FollowButton profileId={profile.id} following={profile.is_following} />
        )}
        <Button variant="secondary" onClick={share}>
          {t('actions.share')}
        </Button>
      </div>

      <ShareDialog open={dialogOpen} onClose={closeDialog} url={profileUrl(profile.id)} text={t('share.text', { name })} />
      {own && dialog === 'edit' && (
        <Suspense fallback={null}>
          <EditProfileModal profile={profile} onClose={close} />
        </Suspense>
      )}
      {own && dialog === 'avatar' && <AvatarChooser current={profile.image} onClose={close} />}
      {own && dialog === 'subjects' && <SubjectChooser selectedIds={profile.subjects.map((s) => s.id)} onClose={close} />}
    </section>
  );
}
