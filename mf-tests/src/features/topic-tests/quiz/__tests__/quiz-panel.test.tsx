import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@platform/shared/test-factories';
import { publishRouteAvailability } from '@platform/shared/routes';
import { mockMatchMedia } from '@platform/shared/test-utils';
import { fakeApi, mainButton, makeInfo, renderQuiz, setSession, TEST_ID } from './helpers';

beforeEach(() => setSession('guest'));
afterEach(() => {
  setSession('unknown');
  mockMatchMedia(false);
});

const promo = () => screen.queryByRole('link', { name: 'Pro obunaga oʻtish' });

describe('left panel promo banner', () => {
  it.each([
    ['matematika', 'Matematika'],
    ['ingliz-tili', 'Ingliz tili'],
  ])('is shown for %s and links to /pro', async (slug, name) => {
    fakeApi({ info: makeInfo({ subject_slug: slug, subject_name: name }) });
    renderQuiz(`/mavzuli-test/${slug}/${TEST_ID}-mavzu`);
    await mainButton();
    expect(promo()).toHaveAttribute('href', '/pro');
    expect(screen.getByText('Pro bilan tezroq tayyorlaning')).toBeInTheDocument();
  });

  it.each(['fizika', 'ona-tili'])('is not shown for %s', async (slug) => {
    fakeApi({ info: makeInfo({ subject_slug: slug, subject_name: slug }) });
    renderQuiz(`/mavzuli-test/${slug}/${TEST_ID}-mavzu`);
    await mainButton();
    await screen.findByRole('heading', { level: 1, name: 'Kasrlar' });
    expect(promo()).not.toBeInTheDocument();
  });

  it('is not shown while /pro is not deployed (no link into the unavailable panel)', async () => {
    publishRouteAvailability([['/pro', false]]);
    try {
      fakeApi({ info: makeInfo({ subject_slug: 'matematika', subject_name: 'Matematika' }) });
      renderQuiz(`/mavzuli-test/matematika/${TEST_ID}-mavzu`);
      await mainButton();
      await screen.findByRole('heading', { level: 1, name: 'Kasrlar' });
      expect(promo()).not.toBeInTheDocument();
    } finally {
      act(() => publishRouteAvailability([]));
    }
  });

  it('is hidden for Pro subscribers', async () => {
    setSession('user', makeUser({ premium: true }));
    fakeApi();
    renderQuiz();
    await mainButton();
    await screen.findByRole('heading', { level: 1, name: 'Kasrlar' });
    expect(promo()).not.toBeInTheDocument();
  });
});

describe('phones', () => {
  it('collapse the panel into a header with the progress; details open on demand', async () => {
    mockMatchMedia(true);
    fakeApi();
    renderQuiz();
    await mainButton();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Kasrlar' })).toBeInTheDocument();
    expect(within(header).getByRole('progressbar', { name: 'Javob berilgan savollar' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('complementary', { name: 'Test haqida' })).not.toBeInTheDocument();
    expect(within(header).getByText('Reyting')).not.toBeVisible();

    const toggle = within(header).getByRole('button', { name: 'Test haqida batafsil' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(header).getByText('Reyting')).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Pro obunaga oʻtish' })).toBeVisible();
    // the header comes before the question
    expect(header.compareDocumentPosition(screen.getByTestId('quiz-main-button')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
