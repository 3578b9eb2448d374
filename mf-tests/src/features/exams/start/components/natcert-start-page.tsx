import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@platform/shared/i18n';
import { useNavigate } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import { EXAM_LANGUAGES, ncOrderBody, type NcDirection } from '@platform/shared/exams';
import { useDocumentTitle } from '@platform/shared/ui';
import { EXAMS_NS } from '../../../../lib/i18n';
import { useViewer } from '../../../topic-tests/results';
import { useActiveExam } from '../../api/active-exam';
import { orderNationalCertificate, useNcDirections } from '../../api/nat-certificate';
import { EXAM_PATHS } from '../../lib/kinds';
import styles from '../../../../components/exam-start.module.css';
import { LanguageSelect, StartActions, SubjectSelect, useStartForm } from './start-form';
import { StartStatus } from './start-status';

interface Values extends Record<string, string> {
  language_id: string;
  subject_id: string;
}

/**
 * `/milliy-sertifikat` (SPEC §2, §5 national certificate): the education language (default the
 * first) and the subject; beside them the chosen subject's specification — its parts (type, count,
 * points, partial credit), time and auto-graded maximum (ADR 042); start, or continue an unfinished
 * ticket (its fields then disabled). The subjects are those with ≥ 3 full sets in the chosen language.
 */
export function NatcertStartPage() {
  const { t } = useTranslation(EXAMS_NS);
  const locale = useSession((s) => s.locale);
  const viewer = useViewer();
  const signedIn = useSession((s) => s.status === 'user');
  const navigate = useNavigate();
  const directions = useNcDirections(locale);
  const active = useActiveExam('natcert', viewer, signedIn);
  const running = active.data?.data?.status === 'active' ? active.data.data : null;
  const paths = EXAM_PATHS.natcert;
  useDocumentTitle(t('kinds.natcert'));

  const order = useMutation({ mutationFn: orderNationalCertificate, onSuccess: () => navigate(paths.test) });
  const { shown, errors, set, submit } = useStartForm<Values, Parameters<typeof orderNationalCertificate>[0]>({
    initial: { language_id: String(EXAM_LANGUAGES[0]), subject_id: '' },
    dependents: { language_id: ['subject_id'] },
    signedIn,
    running: running ? { language_id: String(running.language_id), subject_id: String(running.sections[0]?.subject_id ?? '') } : null,
    paths,
    parse: (values) => ncOrderBody.safeParse(values),
    order: (body) => order.mutate(body),
  });

  if (!directions.data) return <StartStatus query={directions} />;
  const all = directions.data.data;
  const subjects = running ? all : all.filter((d) => d.language_ids.includes(Number(shown.language_id)));
  const chosen = all.find((d) => String(d.id) === shown.subject_id) ?? null;
  const locked = running !== null || order.isPending;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('kinds.natcert')}</h1>
      <p className={styles.lead}>{t('start.lead.natcert')}</p>
      <div className={styles.layout}>
        <form className={styles.card} onSubmit={submit} noValidate aria-label={t('kinds.natcert')}>
          <LanguageSelect value={shown.language_id} onChange={set('language_id')} disabled={locked} />
          <SubjectSelect
            label={t('start.subject')}
            value={shown.subject_id}
            onChange={set('subject_id')}
            disabled={locked || !subjects.length}
            error={errors.subject_id}
            hint={subjects.length ? undefined : t('start.noSubjects')}
            subjects={subjects}
          />
          <StartActions signedIn={signedIn} running={running !== null} order={order} />
        </form>
        <aside className={styles.card} aria-labelledby="natcert-info-title" data-testid="natcert-spec">
          <h2 id="natcert-info-title" className={styles.infoTitle}>
            {chosen ? `${t('start.natcertTitle')}: ${chosen.name}` : t('start.natcertTitle')}
          </h2>
          {chosen ? <SubjectSpec direction={chosen} /> : <p className={styles.hint}>{t('start.natcertChoose')}</p>}
          <p className={styles.hint}>{t('start.natcertEstimate')}</p>
        </aside>
      </div>
    </div>
  );
}

/** A subject's specification: the parts of the paper in order, the count, the time and the auto-graded maximum. */
function SubjectSpec({ direction }: { direction: NcDirection }) {
  const { t } = useTranslation(EXAMS_NS);
  return (
    <>
      <ul className={styles.list}>
        {direction.parts.map((part, i) => (
          <li key={`${part.type}-${i}`}>
            {t('start.natcertPart', { type: t(`result.types.${part.type}`), count: part.count, points: part.points })}
            {part.type === 'matching' && ` (${t(part.partial ? 'start.natcertPerPair' : 'start.natcertWhole')})`}
            {part.type === 'essay' && ` (${t('result.notAutoGraded').toLowerCase()})`}
          </li>
        ))}
      </ul>
      <p className={styles.fact}>{t('start.natcertCount', { count: direction.question_count })}</p>
      <p className={styles.fact}>{t('start.time', { minutes: direction.minutes })}</p>
      <p className={styles.fact}>{t('start.natcertMax', { ball: direction.max_ball })}</p>
      {direction.parts.some((p) => p.type === 'essay') && <p className={styles.hint}>{t('start.natcertEssay')}</p>}
      {direction.note && <p className={styles.hint}>{direction.note}</p>}
    </>
  );
}
