import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { userMessage } from '@platform/shared/api';
import { useBlocker } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import { TextArea, useValidationText } from '@platform/shared/form';
import { Button, Modal, visuallyHidden } from '@platform/shared/ui';
import { FEEDBACK_COUNTDOWN_SECONDS, FEEDBACK_LOCK_SECONDS, FEEDBACK_MAX, paymentFeedbackBody } from '@platform/shared/payments';
import { NS } from '../../../../lib/i18n';
import { useReasons, useSendFeedback } from '../api/feedback';
import { feedbackDue, leavesPro, recordShown } from '../lib/feedback-clock';
import styles from './exit-feedback.module.css';

/**
 * SPEC §4 Pro exit flow: leaving /pro or /pro/payment (not /pro → /pro/payment) opens this modal when
 * it was not shown in the last 7 days; it cannot be closed for 8 s (a countdown in the last 5); a
 * reason or a text of one's own (≤ 400); navigation continues after sending or closing.
 */
export function ExitFeedback() {
  const premium = useSession((s) => s.premium);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !premium && feedbackDue() && leavesPro(currentLocation.pathname, nextLocation.pathname),
  );
  const open = blocker.state === 'blocked';
  useEffect(() => {
    if (open) recordShown();
  }, [open]);
  if (!open) return null;
  return <FeedbackModal onDone={() => blocker.proceed?.()} />;
}

function FeedbackModal({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  const validation = useValidationText();
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(openedAt);
  const left = Math.max(0, FEEDBACK_LOCK_SECONDS - Math.floor((now - openedAt) / 1000));
  const [reason, setReason] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reasons = useReasons(true);
  const send = useSendFeedback();

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [left]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { payment_feedback_reasons_id: reason, custom_feedback: text || null, platform: 'web' as const };
    const parsed = paymentFeedbackBody.safeParse(body);
    if (!parsed.success) {
      setError(validation(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    send.mutate(body, { onSuccess: onDone, onError: (e) => setError(userMessage(e) || t('feedback.failed')) });
  };

  const locked = left > 0;
  return (
    <Modal open title={t('feedback.title')} closable={!locked} onClose={() => !locked && onDone()}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.lead}>{t('feedback.lead')}</p>
        <fieldset className={styles.reasons}>
          <legend className={visuallyHidden}>{t('feedback.title')}</legend>
          {(reasons.data ?? []).map((r) => (
            <label key={r.id} className={styles.reason}>
              <input type="radio" name="reason" value={r.id} checked={reason === r.id} onChange={() => setReason(r.id)} />
              {r.reason}
            </label>
          ))}
        </fieldset>
        <TextArea
          label={t('feedback.text')}
          value={text}
          maxLength={FEEDBACK_MAX}
          rows={3}
          hint={`${text.length} / ${FEEDBACK_MAX}`}
          onChange={(e) => setText(e.target.value)}
        />
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.footer}>
          <Button type="submit" disabled={send.isPending}>
            {t('feedback.send')}
          </Button>
          {locked && left <= FEEDBACK_COUNTDOWN_SECONDS && (
            <span role="timer" className={styles.wait} data-testid="feedback-countdown">
              {t('feedback.wait', { seconds: left })}
            </span>
          )}
        </div>
      </form>
    </Modal>
  );
}
