import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type PlatformEvents } from '@platform/shared/events';
import { ok } from '@platform/shared/test-utils';
import { fakeApi, mainButton, renderQuiz, setSession } from './helpers';

const errorTypes = {
  data: [
    { id: 1, name: 'Savol matnida xato' },
    { id: 2, name: 'Toʻgʻri javob notoʻgʻri' },
  ],
};

let toasts: PlatformEvents['toast'][] = [];
const onToast = (t: PlatformEvents['toast']) => toasts.push(t);
beforeEach(() => {
  setSession('guest');
  toasts = [];
  bus.on('toast', onToast);
});
afterEach(() => {
  bus.off('toast', onToast);
  setSession('unknown');
});

function setup(reply = () => ok({ message: 'Muvaffaqiyatli bajarildi' })) {
  return fakeApi({ handlers: { '/errortype': () => ok(errorTypes), '/feedback': reply } });
}

async function openReport() {
  await mainButton();
  await userEvent.click(screen.getByRole('button', { name: 'Xatolik topdingizmi?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Xatolik haqida xabar berish' });
  await within(dialog).findByRole('radio', { name: 'Savol matnida xato' });
  return dialog;
}

function reportBodies(fetchMock: jest.Mock): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/feedback')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

describe('found-an-error report', () => {
  it('requires a type and a message, with the contract messages, and sends nothing', async () => {
    const { fetchMock } = setup();
    renderQuiz();
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuborish' }));

    expect(await within(dialog).findByText('Xatolik turini tanlang')).toBeInTheDocument();
    expect(within(dialog).getByText('Xabarni yozing')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Xabar')).toHaveAttribute('aria-invalid', 'true');
    // blanks only are empty too
    await userEvent.type(within(dialog).getByLabelText('Xabar'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    expect(await within(dialog).findByText('Xabarni yozing')).toBeInTheDocument();
    expect(reportBodies(fetchMock)).toEqual([]);
  });

  it('refuses a message longer than 200 characters', async () => {
    const { fetchMock } = setup();
    renderQuiz();
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Savol matnida xato' }));
    await userEvent.click(within(dialog).getByLabelText('Xabar'));
    await userEvent.paste('x'.repeat(201));
    expect(within(dialog).getByText('201 / 200')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuborish' }));

    expect(await within(dialog).findByText('Juda uzun: koʻpi bilan 200 ta belgi')).toBeInTheDocument();
    expect(within(dialog).queryByText('Xatolik turini tanlang')).not.toBeInTheDocument();
    expect(reportBodies(fetchMock)).toEqual([]);

    // exactly 200 is fine
    await userEvent.type(within(dialog).getByLabelText('Xabar'), '{Backspace}');
    expect(within(dialog).getByText('200 / 200')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    await waitFor(() => expect(reportBodies(fetchMock)).toEqual([{ error_id: 1, message: 'x'.repeat(200), question_id: 501 }]));
  });

  it('sends type, trimmed message and the question, then thanks and closes', async () => {
    const { fetchMock } = setup();
    renderQuiz();
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Toʻgʻri javob notoʻgʻri' }));
    await userEvent.type(within(dialog).getByLabelText('Xabar'), '  B javob ham to`g`ri  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuborish' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reportBodies(fetchMock)).toEqual([{ error_id: 2, message: 'B javob ham to`g`ri', question_id: 501 }]);
    expect(toasts).toEqual([{ kind: 'success', message: 'Rahmat! Xabaringiz yuborildi' }]);
  });

  it('shows the server message of a refused report on its field, and a network failure as a form error', async () => {
    let n = 0;
    const { fetchMock } = setup(() =>
      n++ === 0
        ? { status: 400, body: { message: 'Xabar juda qisqa', code: 'BAD_REQUEST', field: 'message' } }
        : (() => {
            throw new TypeError('Failed to fetch');
          })(),
    );
    renderQuiz();
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Savol matnida xato' }));
    await userEvent.type(within(dialog).getByLabelText('Xabar'), 'ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    expect(await within(dialog).findByText('Xabar juda qisqa')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yuborish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internet yoʻq, ulanishni tekshiring');
    expect(reportBodies(fetchMock)).toHaveLength(2);
    expect(toasts).toEqual([]);
  });

  it('cancel closes the report without sending', async () => {
    const { fetchMock } = setup();
    renderQuiz();
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reportBodies(fetchMock)).toEqual([]);
  });
});
