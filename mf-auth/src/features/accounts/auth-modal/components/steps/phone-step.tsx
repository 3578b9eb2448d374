import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../../lib/i18n';
import { PhoneForm, TermsNote, useSendCode } from '../../../sign-in';
import { StepLayout } from '../step-layout';

interface PhoneStepProps {
  titleId: string;
  /** The number the code was last sent to ('' before). */
  phone: string;
  resendAt: number;
  onSent: (phone: string, resendAt: number) => void;
}

/** Step 1: phone number → POST /auth/send-sms {phone: '+998…'}. */
export function PhoneStep({ titleId, phone, resendAt, onSent }: PhoneStepProps) {
  const { t } = useTranslation(NS);
  const sendCode = useSendCode({ sentTo: phone, resendAt, onSent });
  return (
    <StepLayout titleId={titleId} title={t('login.title')} subtitle={t('login.subtitle')}>
      <PhoneForm
        initialPhone={phone}
        pending={sendCode.pending}
        error={sendCode.error}
        waitUntil={sendCode.waitUntil}
        submitLabel={t('login.submit')}
        onSubmit={sendCode.send}
        onEdit={sendCode.clearError}
      >
        <TermsNote />
      </PhoneForm>
    </StepLayout>
  );
}
