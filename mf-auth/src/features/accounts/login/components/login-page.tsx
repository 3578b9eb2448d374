import { useEffect, useId, useRef, useState } from 'react';
import { type AuthUser, type LoginResponse } from '@platform/shared/contracts';
import { PHONE_PREFIX } from '@platform/shared/format';
import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { Link, Navigate, useNavigate, useSearchParams } from '@platform/shared/router';
import { paths } from '@platform/shared/routes';
import { sessionStore, useSession } from '@platform/shared/session';
import { NS } from '../../../../lib/i18n';
import { clearRedirect, CodeCheck, localDigits, PhoneForm, redirectTarget, TermsNote, useMe, useSendCode } from '../../sign-in';
import { useTelegramConfig } from '../api/get-telegram-config';
import { telegramStartUrl } from '../lib/telegram-link';
import { RegisterForm } from './register-form';
import styles from './login-page.module.css';

type PageStep = 'phone' | 'code' | 'register';
type Method = 'sms' | 'telegram';

/**
 * /login (full page, no header): SMS or Telegram plus the phone. SMS: the code, then — for a new
 * account — the one-form registration (the second variant: step 1 login, step 2 register).
 */
export function LoginPage() {
  const { t } = useTranslation(NS);
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const status = useSession((s) => s.status);
  const me = useMe();
  const telegram = useTelegramConfig();
  const [step, setStep] = useState<PageStep>('phone');
  const [method, setMethod] = useState<Method>('sms');
  /** The 9 local digits: this form sends the number without +998 (SPEC §5). */
  const [phone, setPhone] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const [account, setAccount] = useState<AuthUser | null>(null);
  const [telegramLink, setTelegramLink] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);

  const sendCode = useSendCode({
    sentTo: phone,
    resendAt,
    onSent: (sent, at) => {
      setPhone(sent);
      setResendAt(at);
      setStep('code');
    },
  });

  // a session that has not finished registration (e.g. after a reload) continues with the form
  const meHandled = useRef(false);
  useEffect(() => {
    if (!me.isSuccess || meHandled.current) return;
    meHandled.current = true;
    const user = me.data;
    if (!user) return;
    if (user.profile_type !== null) {
      sessionStore.getState().signIn(user);
    } else if (step === 'phone') {
      setAccount(user);
      setPhone(localDigits(user.phone));
      setStep('register');
    }
  }, [me.isSuccess, me.data, step]);

  // a new step: focus its first field, or its heading (not on arrival: nothing jumps then)
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const root = card.current;
    (root?.querySelector<HTMLElement>('[data-autofocus]') ?? root?.querySelector<HTMLElement>('h1'))?.focus();
  }, [step]);

  const complete = (user: AuthUser, toast: string) => {
    const target = redirectTarget({ redirectUrl: searchParams.get('redirect') });
    clearRedirect();
    setLeaving(true);
    navigate(target, { replace: true });
    sessionStore.getState().signIn(user);
    bus.emit('toast', { kind: 'success', message: toast });
  };

  if (status === 'user' && !leaving) return <Navigate to={paths.home} replace />;

  const onVerified = (response: LoginResponse) => {
    if (response.data.profile_type !== null) {
      complete(response.data.user, t('toast.signed_in'));
    } else {
      setAccount(response.data.user);
      setStep('register');
    }
  };

  const onPhone = (full: string) => {
    const digits = localDigits(full);
    if (method === 'telegram') {
      if (!telegram.data) return;
      const url = telegramStartUrl(telegram.data, digits);
      window.open(url, '_blank', 'noopener,noreferrer');
      setTelegramLink(url);
    } else {
      sendCode.send(digits);
    }
  };

  const telegramReady = telegram.isSuccess && telegram.data !== null;
  const titles: Record<PageStep, { title: string; subtitle: string }> = {
    phone: { title: t('page.title'), subtitle: t('page.subtitle') },
    code: { title: t('otp.title'), subtitle: '' },
    register: { title: t('register.title'), subtitle: t('register.subtitle') },
  };

  return (
    <div className={styles.page}>
      <div ref={card} className={styles.card}>
        <Link to={paths.home} className={styles.home}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('page.home')}
        </Link>
        <div className={styles.heading}>
          <h1 tabIndex={-1} className={styles.title}>
            {titles[step].title}
          </h1>
          {titles[step].subtitle && <p className={styles.subtitle}>{titles[step].subtitle}</p>}
        </div>

        {step === 'phone' && (
          <>
            <fieldset className={styles.methods}>
              <legend className={styles.methodNote}>{t('page.method')}</legend>
              {(['sms', 'telegram'] as const).map((value) => (
                <label key={value} className={styles.method}>
                  <input
                    type="radio"
                    className={styles.methodInput}
                    name={`${id}-method`}
                    value={value}
                    checked={method === value}
                    disabled={value === 'telegram' && !telegramReady}
                    aria-describedby={value === 'telegram' ? `${id}-telegram-note` : undefined}
                    onChange={() => {
                      setMethod(value);
                      setTelegramLink(null);
                    }}
                  />
                  <span className={styles.methodBox}>{t(`page.${value}`)}</span>
                </label>
              ))}
              <p id={`${id}-telegram-note`} className={styles.methodNote}>
                {telegram.isPending ? '' : telegramReady ? t('telegram.hint') : t('telegram.unavailable')}
              </p>
            </fieldset>
            <PhoneForm
              initialPhone={phone ? `${PHONE_PREFIX}${phone}` : ''}
              pending={sendCode.pending}
              error={sendCode.error}
              waitUntil={sendCode.waitUntil}
              submitLabel={method === 'telegram' ? t('telegram.open') : t('page.get_code')}
              onSubmit={onPhone}
              onEdit={() => {
                sendCode.clearError();
                setTelegramLink(null);
              }}
            >
              <TermsNote />
            </PhoneForm>
            <div role="status">
              {telegramLink && (
                <p className={styles.telegramStatus}>
                  {t('telegram.opened')}{' '}
                  <a href={telegramLink} target="_blank" rel="noopener noreferrer">
                    {t('telegram.open_again')}
                  </a>
                </p>
              )}
            </div>
          </>
        )}

        {step === 'code' && (
          <CodeCheck
            phone={phone}
            resendAt={resendAt}
            onResent={setResendAt}
            onVerified={onVerified}
            onEditPhone={() => setStep('phone')}
          />
        )}

        {step === 'register' && <RegisterForm account={account} onRegistered={(user) => complete(user, t('toast.registered'))} />}
      </div>
    </div>
  );
}
