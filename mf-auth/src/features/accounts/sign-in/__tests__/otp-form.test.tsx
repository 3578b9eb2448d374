import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../../__tests__/support/auth-test-kit';
import { OtpForm, type OtpFormProps } from '../components/otp-form';

function setup(props: Partial<OtpFormProps> = {}, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const handlers = { onVerify: jest.fn(), onResend: jest.fn(), onEditPhone: jest.fn() };
  const view = render(
    <OtpForm
      phone="+998901234567"
      resendAt={Date.now() + 59_000}
      verifying={false}
      error={null}
      resending={false}
      notice={null}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, ...view, user: userEvent.setup(options) };
}

afterEach(() => {
  jest.useRealTimers();
  delete (window as { OTPCredential?: unknown }).OTPCredential;
});

describe('code form', () => {
  it('is a 5-digit one-time-code field and shows the masked phone', async () => {
    const { user, onVerify } = setup();
    const input = screen.getByLabelText('SMS kod');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '5');
    expect(screen.getByText('+998 90 *** ** 67')).toBeInTheDocument();
    await user.type(input, '1a2b345');
    expect(input).toHaveValue('12345');
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(onVerify).toHaveBeenCalledWith('12345');
  });

  it('says "Kod kiriting" when the code is missing', async () => {
    const { user, onVerify } = setup();
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText('Kod kiriting')).toHaveAttribute('role', 'alert');
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('says the code has 5 digits when it is short', async () => {
    const { user, onVerify } = setup();
    await user.type(screen.getByLabelText('SMS kod'), '123');
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText('Kod 5 ta raqamdan iborat boʻlishi kerak')).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('shows the server message (wrong, expired or locked code) in an alert region', () => {
    setup({ error: 'Kod notoʻgʻri. 4 ta urinish qoldi' });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Kod notoʻgʻri. 4 ta urinish qoldi');
  });

  it('goes back to edit the number', async () => {
    const { user, onEditPhone } = setup();
    await user.click(screen.getByRole('button', { name: 'Raqamni oʻzgartirish' }));
    expect(onEditPhone).toHaveBeenCalled();
  });

  it('keeps resend disabled until 59 s have passed, counting down every second', async () => {
    jest.useFakeTimers();
    const { user, onResend } = setup({ resendAt: Date.now() + 59_000 }, { advanceTimers: jest.advanceTimersByTime });
    const resend = () => screen.getByRole('button', { name: /Kodni qayta yuborish/ });
    expect(resend()).toBeDisabled();
    expect(resend()).toHaveTextContent('Kodni qayta yuborish: 00:59');
    act(() => jest.advanceTimersByTime(1_000));
    expect(resend()).toHaveTextContent('00:58');
    act(() => jest.advanceTimersByTime(57_000));
    expect(resend()).toHaveTextContent('00:01');
    expect(resend()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(resend()).toBeEnabled();
    expect(resend()).toHaveTextContent(/^Kodni qayta yuborish$/);
    await user.click(resend());
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('counts again from 60 s when a new deadline comes after a resend', () => {
    jest.useFakeTimers();
    const { rerender } = setup({ resendAt: Date.now() - 1 });
    expect(screen.getByRole('button', { name: 'Kodni qayta yuborish' })).toBeEnabled();
    rerender(
      <OtpForm
        phone="+998901234567"
        resendAt={Date.now() + 60_000}
        verifying={false}
        error={null}
        resending={false}
        notice="Yangi kod yuborildi"
        onVerify={jest.fn()}
        onResend={jest.fn()}
        onEditPhone={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: /Kodni qayta yuborish/ })).toHaveTextContent('01:00');
    expect(screen.getByRole('status')).toHaveTextContent('Yangi kod yuborildi');
  });

  it('submits a code the browser read from the SMS (WebOTP) and stops listening when closed', async () => {
    (window as { OTPCredential?: unknown }).OTPCredential = function OTPCredential() {};
    let signal: AbortSignal | undefined;
    let deliver: (value: { code: string }) => void = () => {};
    const get = jest.fn((options: { otp: { transport: string[] }; signal: AbortSignal }) => {
      signal = options.signal;
      return new Promise<{ code: string }>((resolve) => {
        deliver = resolve;
      });
    });
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    const { onVerify, unmount } = setup();
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
    await act(async () => deliver({ code: '54321' }));
    expect(screen.getByLabelText('SMS kod')).toHaveValue('54321');
    expect(onVerify).toHaveBeenCalledWith('54321');
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
