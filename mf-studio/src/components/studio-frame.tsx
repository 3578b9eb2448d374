import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { isApiStatus, userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { useLocation } from '@platform/shared/router';
import { useSession } from '@platform/shared/session';
import { ErrorState, useDocumentTitle } from '@platform/shared/ui';
import { useStudioMe } from '../lib/get-studio-me';
import { NS } from '../lib/i18n';
import { matchSection, mayOpen, sectionsFor, type StudioSection } from '../lib/sections';
import { StudioContext, type StudioContextValue } from '../lib/studio-context';
import { MissingSectionPanel, NoAccessPanel, SignInPanel } from './access-panels';
import { StudioHeader } from './studio-header';
import styles from './studio.module.css';

function Busy() {
  const { t } = useTranslation(NS);
  return <div role="status" aria-busy="true" aria-label={t('route.loading')} className={styles.busy} />;
}

function Frame({ sections, children }: { sections: readonly StudioSection[]; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <StudioHeader sections={sections} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/**
 * Everything under /studio: who may be here (a guest is sent to sign in, a person without a staff
 * role sees that the studio is not for them), the header with the sections the caller's roles open,
 * and the page of the section the path names (`Home` at /studio itself).
 */
export function StudioFrame({ sections, Home }: { sections: readonly StudioSection[]; Home: ComponentType }) {
  const { t } = useTranslation(NS);
  const status = useSession((s) => s.status);
  const userId = useSession((s) => s.user?.id ?? null);
  const me = useStudioMe(status === 'user' ? userId : null);
  const { pathname } = useLocation();
  const roles = me.data?.roles;
  const match = useMemo(() => matchSection(sections, pathname), [sections, pathname]);
  const value = useMemo<StudioContextValue | null>(
    () =>
      roles
        ? {
            roles,
            sections: sectionsFor(sections, roles),
            params: match && match !== 'home' ? match.params : {},
          }
        : null,
    [roles, sections, match],
  );
  const denied = match !== null && match !== 'home' && roles !== undefined && !mayOpen(match.section, roles);
  useDocumentTitle(match && match !== 'home' && !denied ? t(`sections.${match.section.label}.title`) : undefined);

  if (status === 'unknown' || (status === 'user' && me.isPending)) return <Busy />;
  if (status === 'guest' || isApiStatus(me.error, 401)) {
    return (
      <Frame sections={[]}>
        <SignInPanel />
      </Frame>
    );
  }
  if (isApiStatus(me.error, 403)) {
    return (
      <Frame sections={[]}>
        <NoAccessPanel />
      </Frame>
    );
  }
  if (!value) {
    return (
      <Frame sections={[]}>
        <ErrorState message={me.error ? userMessage(me.error) : undefined} onRetry={() => void me.refetch()} />
      </Frame>
    );
  }
  let page: ReactNode;
  if (match === 'home') page = <Home />;
  else if (match === null) page = <MissingSectionPanel kind="unknown" />;
  else if (denied) page = <MissingSectionPanel kind="denied" />;
  else page = <match.section.Page />;
  return (
    <StudioContext.Provider value={value}>
      <Frame sections={value.sections}>
        <Suspense fallback={<Busy />}>{page}</Suspense>
      </Frame>
    </StudioContext.Provider>
  );
}
