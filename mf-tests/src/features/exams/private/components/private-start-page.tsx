import { useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { useLocation, useNavigate, useParams } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { Button, ErrorState, LoadingRegion, Modal, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import { EXAMS_NS } from '../../../../lib/i18n';
import { orderPrivateExam, useUniversityPrograms } from '../../api/private-exam';
import { privateTestPath } from '../../lib/kinds';
import styles from '../../../../components/exam-start.module.css';
import own from './private-start-page.module.css';

/**
 * `/exam/{universitySlug}[/{directionSlug}]` (SPEC §4 private test start): the 2-step start dialog —
 * first the warning (time, questions, no pause), then the direction (program) choice, preselected
 * from the path — then POST /private-order and the test page. A guest is sent to sign in and comes
 * back here (the exam is remembered by the path).
 */
export function PrivateStartPage() {
  const { t } = useTranslation(EXAMS_NS);
  const { universitySlug = '', directionSlug } = useParams();
  const locale = useSession((s) => s.locale);
  const status = useSession((s) => s.status);
  const here = useLocation().pathname;
  const navigate = useNavigate();
  const client = useQueryClient();
  const programs = useUniversityPrograms(universitySlug, locale);
  const [step, setStep] = useState<1 | 2>(1);
  const [chosen, setChosen] = useState<string>(directionSlug ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('private.title'));

  const list = useMemo(() => programs.data ?? [], [programs.data]);
  // the path's direction, or the only one there is
  const program = list.find((p) => p.slug === chosen) ?? (list.length === 1 ? list[0] : undefined);

  const close = () => navigate(paths.universityRanking);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!program) {
      setError(t('private.directionRequired'));
      return;
    }
    if (status !== 'user') {
      bus.emit('auth:open', { redirectUrl: here.endsWith(`/${program.slug}`) ? here : `/exam/${universitySlug}/${program.slug}` });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const order = await orderPrivateExam({ course_slug: program.slug, university_slug: universitySlug });
      if (order.data.ticket_id === null) throw new Error(t('private.notAllowed'));
      await client.invalidateQueries({ queryKey: ['tests'] });
      navigate(privateTestPath(program.university_id, program.slug));
    } catch (e) {
      setError(userMessage(e));
      setBusy(false);
    }
  };

  const first = list[0];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{first ? first.university_name : t('private.title')}</h1>
      {programs.isPending ? (
        <LoadingRegion label={t('private.loading')}>
          <Skeleton height={240} />
        </LoadingRegion>
      ) : programs.isError ? (
        <ErrorState message={userMessage(programs.error)} onRetry={() => void programs.refetch()} />
      ) : list.length === 0 ? (
        <p>{t('private.none')}</p>
      ) : (
        <Modal open title={step === 1 ? t('private.warningTitle') : t('private.chooseTitle')} onClose={close}>
          {step === 1 ? (
            <div className={own.steps} data-testid="private-warning">
              <p>
                {program
                  ? t('private.warning', { count: program.total_question_count, minutes: program.duration })
                  : t('private.warningGeneric')}
              </p>
              <p>{t('private.warningRules')}</p>
              <Button type="button" onClick={() => setStep(2)} data-autofocus>
                {t('private.continue')}
              </Button>
            </div>
          ) : (
            <form className={own.steps} onSubmit={(e) => void start(e)} noValidate aria-label={t('private.chooseTitle')}>
              <fieldset className={own.fieldset}>
                <legend>{t('private.direction')}</legend>
                {list.map((p) => (
                  <label key={p.id} className={own.radio}>
                    <input
                      type="radio"
                      name="program"
                      value={p.slug}
                      checked={program?.slug === p.slug}
                      onChange={() => setChosen(p.slug)}
                    />
                    <span>
                      {p.name} · {p.language} ({t('private.meta', { count: p.total_question_count, minutes: p.duration })})
                    </span>
                  </label>
                ))}
              </fieldset>
              {error && (
                <p role="alert" className={styles.error}>
                  {error}
                </p>
              )}
              <Button type="submit" disabled={busy}>
                {t('private.start')}
              </Button>
            </form>
          )}
        </Modal>
      )}
    </div>
  );
}
