import { screen, waitFor } from '@testing-library/react';
import { currentPath, fakeApi, mainButton, makeInfo, renderQuiz, setSession, TEST_ID } from './helpers';

beforeEach(() => setSession('guest'));
afterEach(() => setSession('unknown'));

const ONA_TILI_URL = `/mavzuli-test/ona-tili/${TEST_ID}-soz-turkumlari`;

describe('the test screen’s address and content language', () => {
  it('moves a link with another subject or slug to the test’s own address, keeping the one ticket', async () => {
    const api = fakeApi({ info: makeInfo({ subject_slug: 'ona-tili', subject_name: 'Ona tili', test_url: ONA_TILI_URL }) });
    renderQuiz(`/mavzuli-test/matematika/${TEST_ID}-test`);
    await mainButton();
    await waitFor(() => expect(currentPath()).toBe(ONA_TILI_URL));
    expect(screen.getByText('Ona tili')).toBeInTheDocument();
    expect(api.calls('/themed-order')).toHaveLength(1);
  });

  it('stays on the canonical address', async () => {
    const api = fakeApi({ info: makeInfo({ test_url: ONA_TILI_URL }) });
    renderQuiz(ONA_TILI_URL);
    await mainButton();
    await screen.findByRole('heading', { level: 1, name: 'Kasrlar' });
    expect(currentPath()).toBe(ONA_TILI_URL);
    expect(api.calls('/themed-order')).toHaveLength(1);
  });

  it('marks the heading and the question with the test’s language and names it, whatever the interface language', async () => {
    fakeApi({ info: makeInfo({ language_id: 2 }) });
    renderQuiz();
    await mainButton();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Kasrlar' });
    expect(heading).toHaveAttribute('lang', 'ru');
    expect(screen.getByText('Savol 1').closest('[lang]')).toHaveAttribute('lang', 'ru');
    expect(screen.getByText('Test tili').nextElementSibling).toHaveTextContent('Ruscha');
  });
});
