import { useState, type FormEvent } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { bus } from '@platform/shared/events';
import { userMessage, serverMessage } from '@platform/shared/api';
import { formatPhone, formatUzs, PHONE_PREFIX } from '@platform/shared/format';
import { TextInput, useValidationText } from '@platform/shared/form';
import { useSession } from '@platform/shared/session';
import { Button } from '@platform/shared/ui';
import { PAYMENT_TYPES, PLAN_DEFAULT_INDEX, paymentPhoneSchema, type PaymentType, type PremiumPlan } from '@platform/shared/payments';
import { NS } from '../../../../lib/i18n';
import { useBuyPremium } from '../api/buy-premium';
import { PlanChooser } from './plan-chooser';
import styles from './pro.module.css';

const PROVIDER_NAMES: Record<PaymentType, string> = { payme: 'Payme', click: 'Click' };

/** Where the checkout URL is opened (same tab, SPEC §7); a function so tests can watch it. */
export const checkout = { open: (url: string) => window.location.assign(url) };

/**
 * Plan (default the third, SPEC §9), payment type and phone (the learner's own, prefilled; SPEC §5: spaces, dashes and +998 are
 * stripped; empty → required, not 9 digits → invalid), validated by the api's own schema; submitting
 * opens the provider's checkout in this tab, or says Pro already covers the plan.
 */
export function BuyForm({ plans }: { plans: PremiumPlan[] }) {
  const { t } = useTranslation(NS);
  const validation = useValidationText();
  const signedIn = useSession((s) => s.status === 'user');
  const userPhone = useSession((s) => s.user?.phone ?? null);
  const [months, setMonths] = useState(() => plans[Math.min(PLAN_DEFAULT_INDEX, plans.length - 1)]?.month_count ?? 1);
  const [type, setType] = useState<PaymentType>('payme');
  // the signed-in learner's own number, as the lead and application forms do; also when the session
  // is known only after the page rendered, as long as the field is untouched
  const [phone, setPhone] = useState(() => (userPhone ? formatPhone(userPhone) : PHONE_PREFIX));
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [phoneOf, setPhoneOf] = useState(userPhone);
  if (userPhone !== phoneOf) {
    setPhoneOf(userPhone);
    if (userPhone && !phoneTouched) setPhone(formatPhone(userPhone));
  }
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const buy = useBuyPremium();
  const plan = plans.find((p) => p.month_count === months);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!signedIn) {
      bus.emit('auth:open', { redirectUrl: window.location.pathname });
      return;
    }
    const parsed = paymentPhoneSchema.safeParse(phone);
    if (!parsed.success) {
      setPhoneError(validation(parsed.error.issues[0]?.message));
      return;
    }
    setPhoneError(undefined);
    buy.mutate(
      { type, body: { month_count: months, platform: 'web', phone: parsed.data } },
      {
        onSuccess: (answer) => {
          if (answer === true) setNotice(t('pro.alreadyBought'));
          else checkout.open(answer);
        },
        onError: (error) => {
          const field = (error as { body?: { field?: string } }).body?.field;
          if (field === 'phone') setPhoneError(serverMessage(error) ?? userMessage(error));
          else setNotice(userMessage(error));
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="pro-buy">
      <h2 id="pro-buy" className={styles.formTitle}>
        {t('pro.buyTitle')}
      </h2>
      <PlanChooser plans={plans} value={months} onChange={setMonths} />
      <fieldset className={styles.types}>
        <legend>{t('pro.paymentType')}</legend>
        {PAYMENT_TYPES.map((p) => (
          <label key={p} className={styles.type}>
            <input type="radio" name="payment-type" value={p} checked={type === p} onChange={() => setType(p)} />
            {PROVIDER_NAMES[p]}
          </label>
        ))}
      </fieldset>
      <TextInput
        label={t('pro.phone')}
        hint={t('pro.phoneHint')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        error={phoneError}
        onChange={(e) => {
          setPhoneTouched(true);
          setPhone(e.target.value);
        }}
      />
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <Button type="submit" disabled={buy.isPending || !plan}>
        {buy.isPending
          ? t('pro.buying')
          : signedIn
            ? t('pro.buy', { price: t('pro.uzs', { amount: formatUzs(plan?.discount_price ?? 0) }) })
            : t('pro.signIn')}
      </Button>
    </form>
  );
}
