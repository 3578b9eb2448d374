import { useCallback, useState, type ReactNode } from 'react';
import { groupDigits } from '@platform/shared/format';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { formatDay, formatDayTime } from '@platform/shared/dates';
import { useNavigate } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { FINISH_BONUS_XP, xpForBall, type TestCard, type TestInfo } from '@platform/shared/topic-tests';
import {
  Button,
  Countdown,
  Drawer,
  EmptyState,
  ErrorState,
  LoadingRegion,
  MOBILE_QUERY,
  Modal,
  Skeleton,
  Tabs,
  monogram,
  monogramColour,
  useMediaQuery,
} from '@platform/shared/ui';
import { useTestInfo } from '../api/get-test-info';
import { formatRating } from '../../../../components/format';
import { RatingStars } from './rating-stars';
import { CATALOG_NS } from '../../../../lib/i18n';
import styles from './test-preview-modal.module.css';

type Tab = 'participants' | 'opinions';

/** Where "start" goes: the card's own URL, else one built from the test info. */
function startUrl(info: TestInfo | undefined, card: TestCard | undefined): string | null {
  if (card) return card.testUrl;
  if (info) return `${paths.topicTests}/${encodeURIComponent(info.subject_slug)}/${info.test_id}`;
  return null;
}

/**
 * SPEC §2 preview modal: subject, lesson, rating, question count, views; active participants and
 * opinions; how XP is earned; back and start. A time-gated test shows when it opens and a countdown
 * instead of the start button. A bottom sheet on phones.
 */
export function TestPreviewModal({ testId, card, onClose }: { testId: number; card?: TestCard; onClose: () => void }) {
  const { t } = useTranslation(CATALOG_NS);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const navigate = useNavigate();
  const info = useTestInfo(testId);
  const [tab, setTab] = useState<Tab>('participants');
  const [now, setNow] = useState(() => Date.now());
  const onOpened = useCallback(() => setNow(Date.now()), []);

  const data = info.data?.data;
  const title = data?.lesson_name ?? card?.lessonName ?? t('preview.title');
  const opensAt = data ? data.opens_at : (card?.opensAt ?? null);
  const gated = opensAt !== null && opensAt * 1000 > now;
  const url = startUrl(data, card);

  let body: ReactNode;
  if (info.isPending) {
    body = (
      <LoadingRegion label={t('preview.loading')} className={styles.loading}>
        <Skeleton height={18} width="60%" />
        <Skeleton height={64} />
        <Skeleton height={120} />
      </LoadingRegion>
    );
  } else if (info.isError) {
    body = <ErrorState message={userMessage(info.error)} onRetry={() => void info.refetch()} />;
  } else {
    body = <PreviewDetails info={info.data.data} tab={tab} onTab={setTab} />;
  }

  const footer = (
    <div className={styles.footer}>
      {gated && opensAt !== null ? (
        <div className={styles.gate}>
          <p className={styles.gateText}>{t('preview.opensAt', { date: formatDayTime(opensAt * 1000) })}</p>
          <p className={styles.gateClock} role="timer" aria-label={t('preview.countdown')}>
            <Countdown until={opensAt * 1000} onDone={onOpened} />
          </p>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onClose}>
          {t('preview.back')}
        </Button>
        {!gated && url && (
          <Button data-testid="preview-start" onClick={() => navigate(url)}>
            {t('preview.start')}
          </Button>
        )}
      </div>
    </div>
  );

  const Dialog = isMobile ? Drawer : Modal;
  return (
    <Dialog open title={title} onClose={onClose}>
      {body}
      {footer}
    </Dialog>
  );
}

function PreviewDetails({ info, tab, onTab }: { info: TestInfo; tab: Tab; onTab: (tab: Tab) => void }) {
  const { t } = useTranslation(CATALOG_NS);
  const tabs: { id: Tab; label: string }[] = [
    { id: 'participants', label: t('preview.participants') },
    { id: 'opinions', label: t('preview.opinions') },
  ];
  const active = tabs.find((x) => x.id === tab) ?? tabs[0];
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('preview.subject')}</dt>
          <dd>{info.subject_name}</dd>
        </div>
        <div>
          <dt>{t('preview.lesson')}</dt>
          <dd>{info.lesson_name}</dd>
        </div>
        <div>
          <dt>{t('preview.rating')}</dt>
          <dd className={styles.rating}>
            <RatingStars value={info.test_rating} size={14} />
            <span aria-hidden="true">{formatRating(info.test_rating)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('preview.questions')}</dt>
          <dd>{groupDigits(info.test_count)}</dd>
        </div>
        <div>
          <dt>{t('preview.views')}</dt>
          <dd>{groupDigits(info.view_count)}</dd>
        </div>
      </dl>

      <Tabs tabs={tabs} value={tab} onChange={onTab} label={t('preview.tabs')} />
      <div role="tabpanel" aria-label={active.label} className={styles.panel}>
        {tab === 'participants' ? <Participants users={info.details.top_user} /> : <Opinions items={info.details.test_rating} />}
      </div>

      <section className={styles.xp} aria-label={t('preview.xpTitle')}>
        <h3 className={styles.xpTitle}>{t('preview.xpTitle')}</h3>
        <ul className={styles.xpList}>
          <li>{t('preview.xpAnswer', { xp: xpForBall(info.themed_ball) })}</li>
          <li>{t('preview.xpBonus', { bonus: FINISH_BONUS_XP })}</li>
        </ul>
      </section>
    </div>
  );
}

function Avatar({ name, image }: { name: string; image: string | null }) {
  const [failed, setFailed] = useState(false);
  if (image && !failed) {
    // decorative: the name is written next to it
    return <img className={styles.avatar} src={image} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />;
  }
  return (
    <span
      className={`${styles.avatar} ${styles.monogram}`}
      style={{ backgroundColor: monogramColour(name) }}
      aria-hidden="true"
      data-testid="avatar-monogram"
    >
      {monogram(name)}
    </span>
  );
}

function Participants({ users }: { users: TestInfo['details']['top_user'] }) {
  const { t } = useTranslation(CATALOG_NS);
  if (users.length === 0) return <EmptyState message={t('preview.noParticipants')} />;
  return (
    <ol className={styles.people}>
      {users.map((user, i) => (
        <li key={user.id} className={styles.person}>
          <span className={styles.place}>{i + 1}</span>
          <Avatar name={user.name} image={user.image} />
          <span className={styles.personName}>{user.name}</span>
          <span className={styles.ball}>{t('preview.ball', { ball: groupDigits(user.ball) })}</span>
        </li>
      ))}
    </ol>
  );
}

function Opinions({ items }: { items: TestInfo['details']['test_rating'] }) {
  const { t } = useTranslation(CATALOG_NS);
  if (items.length === 0) return <EmptyState message={t('preview.noOpinions')} />;
  return (
    <ul className={styles.opinions}>
      {items.map((item) => (
        <li key={item.id} className={styles.opinion}>
          <div className={styles.opinionHead}>
            <Avatar name={item.name} image={item.image} />
            <span className={styles.personName}>{item.name}</span>
            <time className={styles.date} dateTime={new Date(item.created_at * 1000).toISOString()}>
              {formatDay(item.created_at * 1000)}
            </time>
          </div>
          <RatingStars value={item.rating} size={14} />
          <p className={styles.comment}>{item.comment}</p>
        </li>
      ))}
    </ul>
  );
}
