import { useCallback, useEffect, useId, useReducer, useRef } from 'react';
import type { AuthUser, LoginResponse } from '@platform/shared/contracts';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { useNavigate } from '@platform/shared/router';
import { sessionStore } from '@platform/shared/session';
import { NS } from '../../../../lib/i18n';
import { clearRedirect, redirectTarget, rememberRedirect, storedRedirect, useMe } from '../../sign-in';
import { authModalReducer, canGoBack, initAuthModalState, SUCCESS_STEP, type AuthModalAction } from '../stores/auth-modal-state';
import type { AuthModalProps } from '../lib/types';
import { AuthDialog } from './auth-dialog';
import styles from './auth-modal.module.css';
import { AuthModalHeader } from './auth-modal-header';
import { AgeStep } from './steps/age-step';
import { CodeStep } from './steps/code-step';
import { PhoneStep } from './steps/phone-step';
import { ProfileStep } from './steps/profile-step';
import { RegionStep } from './steps/region-step';
import { RoleStep } from './steps/role-step';
import { SubjectsStep } from './steps/subjects-step';
import { SuccessStep } from './steps/success-step';

/** The 8-step sign-in and registration modal (SPEC §2, §4, §5). The shell mounts it on `auth:open`. */
export function AuthModal({ redirectUrl, ticketId, required = false, onClose }: AuthModalProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(authModalReducer, { redirectUrl, ticketId, required }, initAuthModalState);
  const { step, data, user } = state;
  const me = useMe();

  useEffect(() => rememberRedirect(redirectUrl), [redirectUrl]);

  const finished = useRef(false);
  /**
   * Signed in: session, optional toast, close, and on to the redirect (SPEC §2). `go`: 'always'
   * after a sign-in, 'asked' only when a redirect was asked for, 'never' when the user closed.
   */
  const finish = useCallback(
    (account: AuthUser, { toast, go = 'always' }: { toast?: string; go?: 'always' | 'asked' | 'never' } = {}) => {
      if (finished.current) return;
      finished.current = true;
      const asked = Boolean(redirectUrl || ticketId || storedRedirect());
      const target = redirectTarget({ redirectUrl, ticketId });
      if (go !== 'never') clearRedirect();
      sessionStore.getState().signIn(account);
      if (toast) bus.emit('toast', { kind: 'success', message: toast });
      if (go === 'always' || (go === 'asked' && asked)) navigate(target);
      onClose();
    },
    [navigate, onClose, redirectUrl, ticketId],
  );

  // an existing session: registration not finished (e.g. after a reload) continues at step 3;
  // a complete account is simply signed in
  const meHandled = useRef(false);
  useEffect(() => {
    if (!me.isSuccess || meHandled.current) return;
    meHandled.current = true;
    const account = me.data;
    if (!account) return;
    if (account.profile_type === null) dispatch({ type: 'resumed', user: account });
    else finish(account, { go: 'asked' });
  }, [me.isSuccess, me.data, finish]);

  // each step starts with focus on its first field, or on its heading
  useEffect(() => {
    const root = body.current;
    const target = root?.querySelector<HTMLElement>('[data-autofocus]') ?? root?.querySelector<HTMLElement>('h2');
    target?.focus();
  }, [step]);

  const onVerified = (response: LoginResponse, code: string) => {
    if (response.data.profile_type !== null) finish(response.data.user, { toast: t('toast.signed_in') });
    else dispatch({ type: 'verified', user: response.data.user, code });
  };
  const next = () => dispatch({ type: 'next' });
  // closing the success step still signs the new account in (it exists), without leaving the page
  const close = useCallback(
    () => (step === SUCCESS_STEP && user ? finish(user, { go: 'never' }) : onClose()),
    [step, user, finish, onClose],
  );

  const set = (patch: Extract<AuthModalAction, { type: 'set' }>['patch']) => dispatch({ type: 'set', patch });
  // the number and its resend timer, shown on the phone and on the code step
  const sms = { titleId, phone: data.phone, resendAt: state.resendAt };

  let content;
  switch (step) {
    case 1:
      content = <PhoneStep {...sms} onSent={(phone, resendAt) => dispatch({ type: 'codeSent', phone, resendAt })} />;
      break;
    case 2:
      content = (
        <CodeStep
          {...sms}
          onResent={(resendAt) => dispatch({ type: 'codeResent', resendAt })}
          onVerified={onVerified}
          onEditPhone={() => dispatch({ type: 'back' })}
        />
      );
      break;
    case 3:
      content = <RoleStep titleId={titleId} role={data.role} onChange={(role) => set({ role })} onContinue={next} />;
      break;
    case 4:
      content = <AgeStep titleId={titleId} age={data.age} onChange={(age) => set({ age })} onContinue={next} />;
      break;
    case 5:
      content = <RegionStep titleId={titleId} region={data.region} onChange={(region) => set({ region })} onContinue={next} />;
      break;
    case 6:
      content = (
        <SubjectsStep
          titleId={titleId}
          role={data.role}
          subjectIds={data.subjectIds}
          onChange={(subjectIds) => set({ subjectIds })}
          onContinue={(subjectIds) => {
            set({ subjectIds });
            next();
          }}
        />
      );
      break;
    case 7:
      content = <ProfileStep titleId={titleId} data={data} onCreated={(account) => dispatch({ type: 'profileCreated', user: account })} />;
      break;
    case 8:
      content = <SuccessStep titleId={titleId} onContinue={() => user && finish(user, { toast: t('toast.registered') })} />;
      break;
  }

  return (
    <AuthDialog labelledBy={titleId} closable={!state.isRequired} onClose={close}>
      <AuthModalHeader
        step={step}
        canGoBack={canGoBack(state)}
        onBack={() => dispatch({ type: 'back' })}
        closable={!state.isRequired}
        onClose={close}
      />
      <div ref={body} className={styles.body}>
        {content}
      </div>
    </AuthDialog>
  );
}
