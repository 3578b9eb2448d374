import type { LoginResponse } from '@platform/shared/contracts';
import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../../../lib/i18n';
import { CodeCheck } from '../../../sign-in';
import { StepLayout } from '../step-layout';

interface CodeStepProps {
  titleId: string;
  phone: string;
  resendAt: number;
  onResent: (resendAt: number) => void;
  onVerified: (response: LoginResponse, code: string) => void;
  onEditPhone: () => void;
}

/** Step 2: the code sent to the phone. */
export function CodeStep({ titleId, ...props }: CodeStepProps) {
  const { t } = useTranslation(NS);
  return (
    <StepLayout titleId={titleId} title={t('otp.title')}>
      <CodeCheck {...props} />
    </StepLayout>
  );
}
