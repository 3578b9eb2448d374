import { useEffect, useState } from 'react';
import { userMessage } from '@platform/shared/api';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import type { Program } from '@platform/shared/programs';
import { paths } from '@platform/shared/routes';
import { useSession } from '@platform/shared/session';
import {
  EmptyState,
  ErrorState,
  ListPageHeader,
  LoadingRegion,
  Modal,
  Pagination,
  Skeleton,
  listPage,
  useDocumentTitle,
} from '@platform/shared/ui';
import { NS } from '../../../../lib/i18n';
import { usePrograms, useProgramSubjects } from '../api/programs-api';
import { useProgramParams } from '../hooks/use-program-params';
import { ApplicationForm } from './application-form';
import { ProgramCard } from './program-card';
import { SubjectPicker } from './subject-picker';
import styles from './programs.module.css';

/** SPEC §9: success dialogs close after 2 s. */
export const SUCCESS_DIALOG_MS = 2000;

/**
 * `/otmlar-royhati`: the private universities' programs with the subject picker (`subject`, `page`
 * in the URL). Applying signed out opens the sign-in flow with `apply={id}` in the way back, so the
 * form opens after sign-in (the intent is remembered).
 */
/** The program cards, the pager under them. */
const grid = `${listPage.grid} ${listPage.gridSpaced}`;

export function ProgramsPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('programs.title'));
  const status = useSession((s) => s.status);
  const { params, update, searchParams } = useProgramParams();
  const programs = usePrograms({ page: params.page, subject: params.subject, university: params.university });
  const subjects = useProgramSubjects();
  const [chosen, setChosen] = useState<Program | null>(null);
  const [notice, setNotice] = useState<'sent' | 'exists' | null>(null);

  useEffect(() => {
    if (notice !== 'sent') return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // the remembered intent: after sign-in, the form of the program the visitor wanted opens
  const rows = programs.data?.data;
  useEffect(() => {
    if (!params.apply || status !== 'user' || !rows || programs.isPlaceholderData) return;
    const program = rows.find((p) => p.id === params.apply);
    update({ apply: 0 }, { replace: true });
    if (!program) return;
    if (program.application_id !== null) setNotice('exists');
    else setChosen(program);
  }, [params.apply, status, rows, programs.isPlaceholderData, update]);

  const apply = (program: Program) => {
    if (status === 'user') {
      setChosen(program);
      return;
    }
    const next = new URLSearchParams(searchParams);
    next.set('apply', String(program.id));
    bus.emit('auth:open', { redirectUrl: `${paths.universityRanking}?${next.toString()}` });
  };

  return (
    <div className={listPage.page}>
      <ListPageHeader title={t('programs.title')} subtitle={t('programs.subtitle')} />
      <div className={styles.layout}>
        <SubjectPicker subjects={subjects.data ?? []} value={params.subject} onChange={(subject) => update({ subject })} />
        <section className={styles.results} aria-busy={programs.isFetching}>
          {programs.isPending ? (
            <LoadingRegion label={t('programs.loading')} className={grid}>
              <Skeleton height="16rem" />
              <Skeleton height="16rem" />
            </LoadingRegion>
          ) : programs.isError ? (
            <ErrorState message={userMessage(programs.error)} onRetry={() => void programs.refetch()} />
          ) : programs.data.data.length === 0 ? (
            <EmptyState message={t('programs.empty')} />
          ) : (
            <>
              <p className={listPage.total} role="status">
                {t('programs.total', { count: programs.data.meta.total })}
              </p>
              <ul className={grid}>
                {programs.data.data.map((program) => (
                  <li key={program.id}>
                    <ProgramCard program={program} onApply={apply} />
                  </li>
                ))}
              </ul>
              <Pagination page={params.page} pageCount={programs.data.meta.page_count} onChange={(page) => update({ page })} />
            </>
          )}
        </section>
      </div>
      <Modal open={chosen !== null} title={t('programs.form.title', { name: chosen?.name ?? '' })} onClose={() => setChosen(null)}>
        {chosen && (
          <ApplicationForm
            program={chosen}
            onSent={() => {
              setChosen(null);
              setNotice('sent');
            }}
          />
        )}
      </Modal>
      <Modal
        open={notice !== null}
        title={notice === 'exists' ? t('programs.exists.title') : t('programs.success.title')}
        onClose={() => setNotice(null)}
      >
        <p role="status">{notice === 'exists' ? t('programs.exists.text') : t('programs.success.text')}</p>
      </Modal>
    </div>
  );
}
