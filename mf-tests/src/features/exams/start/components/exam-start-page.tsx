import { useMemo, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@platform/shared/i18n';
import { useNavigate } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import { EXAM_LANGUAGES, examOrderBody, roundBall, type ExamKind, type SubjectPair } from '@platform/shared/exams';
import { useDocumentTitle } from '@platform/shared/ui';
import { EXAMS_NS } from '../../../../lib/i18n';
import { useViewer } from '../../../topic-tests/results';
import { useExamForm } from '../../api/exam-form';
import { useActiveExam } from '../../api/active-exam';
import { orderExam } from '../../api/order-exam';
import { EXAM_PATHS } from '../../lib/kinds';
import styles from '../../../../components/exam-start.module.css';
import { LanguageSelect, StartActions, SubjectSelect, useStartForm } from './start-form';
import { StartStatus } from './start-status';

const BLOCK_POINTS = { block1: 3.1, block2: 2.1 } as const;

interface Values extends Record<string, string> {
  language_id: string;
  blok1_id: string;
  blok2_id: string;
}

/** Distinct subjects of the pairs, by id, in the order first seen. */
function subjectsOf(pairs: SubjectPair[], side: 'blok1' | 'blok2'): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const p of pairs) if (!seen.has(p[`${side}_id`])) seen.set(p[`${side}_id`], p[`${side}_name`]);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * `/dtm`, `/virtual`, `/blok-test` (SPEC §2, §4, §5): the language and the block pair, the info card
 * with the mandatory subjects, the time and the weights; start, or continue an unfinished ticket
 * (its fields then disabled). Beyond the free allowance (shared by DTM and virtual) the form says so and
 * its button goes to /pro; an order the server still refuses (is_allowed false) goes there too.
 */
export function ExamStartPage({ kind }: { kind: ExamKind }) {
  const { t } = useTranslation(EXAMS_NS);
  const locale = useSession((s) => s.locale);
  const viewer = useViewer();
  const signedIn = useSession((s) => s.status === 'user');
  const navigate = useNavigate();
  const active = useActiveExam(kind, viewer, signedIn);
  const running = active.data?.data?.status === 'active' ? active.data.data : null;
  useDocumentTitle(t(`kinds.${kind}`));

  const order = useMutation({
    mutationFn: orderExam,
    onSuccess: ({ data }) => {
      if (!data.is_allowed) {
        navigate(paths.pro);
        return;
      }
      navigate(EXAM_PATHS[kind].test);
    },
  });
  const { shown, errors, set, submit } = useStartForm<Values, Parameters<typeof orderExam>[0]>({
    initial: { language_id: String(EXAM_LANGUAGES[0]), blok1_id: '', blok2_id: '' },
    // another language offers other pairs (ADR 040): the blocks are chosen again
    dependents: { language_id: ['blok1_id', 'blok2_id'], blok1_id: ['blok2_id'] },
    signedIn,
    running: running
      ? {
          language_id: String(running.language_id),
          blok1_id: String(running.sections.find((s) => s.role === 'block1')?.subject_id ?? ''),
          blok2_id: String(running.sections.find((s) => s.role === 'block2')?.subject_id ?? ''),
        }
      : null,
    paths: EXAM_PATHS[kind],
    parse: (values) =>
      examOrderBody.safeParse({
        kind,
        language_id: values.language_id,
        blok1_id: values.blok1_id,
        ...(kind === 'block' ? {} : { blok2_id: values.blok2_id }),
      }),
    order: (body) => order.mutate(body),
  });

  // the pairs and subjects that can start in the chosen language (a running ticket: its language)
  const form = useExamForm(kind, Number(shown.language_id) || EXAM_LANGUAGES[0], locale, viewer);
  const pairs = useMemo(() => form.data?.data.pairs ?? [], [form.data]);
  const firsts = useMemo(
    () => (kind === 'block' ? (form.data?.data.subjects ?? []) : subjectsOf(pairs, 'blok1')),
    [pairs, kind, form.data],
  );

  // SPEC §5: a subject chosen in another dropdown is hidden
  const seconds = subjectsOf(
    pairs.filter((p) => String(p.blok1_id) === shown.blok1_id),
    'blok2',
  ).filter((s) => String(s.id) !== shown.blok1_id);
  const firstOptions = firsts.filter((s) => String(s.id) !== shown.blok2_id);

  if (!form.data) return <StartStatus query={form} />;
  const data = form.data.data;
  const blockRoles = kind === 'block' ? (['block1'] as const) : (['block1', 'block2'] as const);
  const maxBall = roundBall(
    data.mandatory.reduce((sum, m) => sum + m.question_count * m.points, 0) + blockRoles.reduce((sum, r) => sum + 30 * BLOCK_POINTS[r], 0),
  );
  const locked = running !== null || order.isPending;
  const noneOffered = !running && !form.isPlaceholderData && firsts.length === 0;
  // DTM and virtual share the month's free tries (ALLOWANCE_KINDS): none left, only Pro starts one
  const needsPro = signedIn && !running && data.free_left === 0;
  const onSubmit = needsPro
    ? (event: FormEvent) => {
        event.preventDefault();
        navigate(paths.pro);
      }
    : submit;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(`kinds.${kind}`)}</h1>
      <p className={styles.lead}>{t(`start.lead.${kind}`, { minutes: data.minutes })}</p>
      <div className={styles.layout}>
        <form className={styles.card} onSubmit={onSubmit} noValidate aria-label={t(`kinds.${kind}`)}>
          <LanguageSelect value={shown.language_id} onChange={set('language_id')} disabled={locked} error={errors.language_id} />
          <SubjectSelect
            label={kind === 'block' ? t('start.blockOnly') : t('start.block1')}
            value={shown.blok1_id}
            onChange={set('blok1_id')}
            disabled={locked}
            error={errors.blok1_id}
            subjects={running ? firsts : firstOptions}
          />
          {kind !== 'block' && (
            <SubjectSelect
              label={t('start.block2')}
              value={shown.blok2_id}
              onChange={set('blok2_id')}
              disabled={locked || (!running && !shown.blok1_id)}
              error={errors.blok2_id}
              subjects={running ? subjectsOf(pairs, 'blok2') : seconds}
            />
          )}
          {noneOffered && (
            <p className={styles.hint} role="status">
              {t('start.noneOffered')}
            </p>
          )}
          <StartActions
            signedIn={signedIn}
            running={running !== null}
            order={order}
            hint={data.free_left !== null ? t('start.freeLeft', { count: data.free_left }) : undefined}
            proReason={needsPro ? t('start.freeUsed') : undefined}
          />
        </form>
        <aside className={styles.card} aria-labelledby="exam-info-title">
          {/* the block test has no mandatory subject: its one block is not listed under "mandatory" */}
          {data.mandatory.length > 0 && (
            <>
              <h2 id="exam-info-title" className={styles.infoTitle}>
                {t('start.mandatoryTitle')}
              </h2>
              <ul className={styles.list}>
                {data.mandatory.map((m) => (
                  <li key={m.id}>{t('start.mandatoryItem', { name: m.name, count: m.question_count, points: m.points })}</li>
                ))}
              </ul>
            </>
          )}
          <h2 id={data.mandatory.length > 0 ? 'exam-blocks-title' : 'exam-info-title'} className={styles.infoTitle}>
            {kind === 'block' ? t('start.blockOnly') : t('start.blocksTitle')}
          </h2>
          <ul className={styles.list}>
            {blockRoles.map((role) => (
              <li key={role}>
                {t('start.blockItem', { role: kind === 'block' ? t('start.blockOnly') : t(`start.${role}`), points: BLOCK_POINTS[role] })}
              </li>
            ))}
          </ul>
          <p className={styles.fact}>{t('start.time', { minutes: data.minutes })}</p>
          <p className={styles.fact}>{t('start.maxBall', { ball: maxBall })}</p>
        </aside>
      </div>
    </div>
  );
}
