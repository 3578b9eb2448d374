import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, mockMatchMedia, ok, type Handler } from '@platform/shared/test-utils';
import type { TestInfo } from '@platform/shared/topic-tests';
import { JUNE_5_0900, currentUrl, listPage, makeCard, makeInfo, setSession } from '../../../../test/kit';
import { renderCatalog } from './support';

const card = makeCard();

function setup(info: Handler, cards = [card]) {
  return mockApi({ '/themed-test/view': () => ok(listPage(cards)), '/test-info': info });
}

const infoReply =
  (overrides: Partial<TestInfo> = {}) =>
  () =>
    ok({ data: makeInfo(overrides) });

beforeEach(() => setSession('guest'));
afterEach(() => {
  jest.useRealTimers();
  mockMatchMedia(false);
  setSession('unknown');
});

describe('test preview modal', () => {
  it('shows subject, lesson, rating, question count and views, and how XP is earned', async () => {
    const { calls } = setup(infoReply({ test_rating: 4.25, view_count: 1_234_567, themed_ball: 3 }));
    renderCatalog('/mavzuli-test?test=101');
    const dialog = await screen.findByRole('dialog', { name: 'Kvadrat tenglamalar' });
    await within(dialog).findByText('Faol ishtirokchilar');
    expect(calls('/test-info')[0].searchParams.get('test_id')).toBe('101');

    const fact = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(fact('Fan')).toHaveTextContent('Matematika');
    expect(fact('Mavzu')).toHaveTextContent('Kvadrat tenglamalar');
    expect(fact('Savollar soni')).toHaveTextContent('30');
    expect(fact('Koʻrishlar')).toHaveTextContent('1 234 567');
    expect(within(fact('Reyting') as HTMLElement).getByRole('img', { name: 'Reyting: 4.3 / 5' })).toBeInTheDocument();

    const xp = within(dialog).getByRole('region', { name: 'XP qanday beriladi' });
    expect(xp).toHaveTextContent('Har bir toʻgʻri javob uchun +3 XP');
    expect(xp).toHaveTextContent('Testni yakunlaganingiz uchun qoʻshimcha +5 XP bonus');
    expect(within(dialog).getByRole('button', { name: 'Orqaga' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('preview-start')).toHaveTextContent('Testni boshlash');
  });

  it('a ball that is not a whole number gives the default 5 XP per answer (SPEC §9)', async () => {
    setup(infoReply({ themed_ball: 0 }));
    renderCatalog('/mavzuli-test?test=101');
    expect(await screen.findByText('Har bir toʻgʻri javob uchun +5 XP')).toBeInTheDocument();
  });

  it('switches between active participants and opinions', async () => {
    const user = userEvent.setup();
    setup(infoReply());
    renderCatalog('/mavzuli-test?test=101');
    const dialog = await screen.findByRole('dialog');

    const participantsTab = await within(dialog).findByRole('tab', { name: 'Faol ishtirokchilar' });
    const opinionsTab = within(dialog).getByRole('tab', { name: 'Fikrlar' });
    expect(participantsTab).toHaveAttribute('aria-selected', 'true');
    const people = within(within(dialog).getByRole('tabpanel', { name: 'Faol ishtirokchilar' })).getAllByRole('listitem');
    expect(people).toHaveLength(2);
    expect(people[0]).toHaveTextContent('Aziz Karimov');
    expect(people[0]).toHaveTextContent('58 ball');
    expect(within(people[0]).getByTestId('avatar-monogram')).toHaveTextContent('AK');
    expect(people[1]).toHaveTextContent('Dilnoza Rahimova');
    expect(people[1].querySelector('img')).toHaveAttribute('src', 'https://cdn.example.uz/a/2.png');

    await user.click(opinionsTab);
    expect(opinionsTab).toHaveAttribute('aria-selected', 'true');
    const panel = within(dialog).getByRole('tabpanel', { name: 'Fikrlar' });
    expect(within(panel).queryByText('Aziz Karimov')).not.toBeInTheDocument();
    const [opinion] = within(panel).getAllByRole('listitem');
    expect(opinion).toHaveTextContent('Dilnoza Rahimova');
    expect(opinion).toHaveTextContent('Foydali test');
    expect(within(opinion).getByText('05.06.2025')).toBeInTheDocument();
    expect(within(opinion).getByRole('img', { name: 'Reyting: 4 / 5' })).toBeInTheDocument();
  });

  it('says so when there are no participants and no opinions (SPEC §8)', async () => {
    const user = userEvent.setup();
    setup(infoReply({ details: { top_user: [], test_rating: [] } }));
    renderCatalog('/mavzuli-test?test=101');
    expect(await screen.findByText('Hozircha faol ishtirokchilar yoʻq')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Fikrlar' }));
    expect(screen.getByText('Fikrlar topilmadi')).toBeInTheDocument();
    expect(screen.queryByText('Hozircha faol ishtirokchilar yoʻq')).not.toBeInTheDocument();
  });

  it("start goes to the card's test URL", async () => {
    const user = userEvent.setup();
    setup(infoReply());
    renderCatalog('/mavzuli-test?page=1&test=101');
    await screen.findByText('Aziz Karimov');
    await user.click(screen.getByTestId('preview-start'));
    expect(currentUrl().pathname).toBe('/mavzuli-test/matematika/101-kvadrat-tenglamalar');
    expect(screen.getByText('Test ekrani')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a test that is not on this page still starts, by its subject and id', async () => {
    const user = userEvent.setup();
    setup(infoReply({ test_id: 777, subject_slug: 'fizika' }));
    renderCatalog('/mavzuli-test?test=777');
    await screen.findByText('Aziz Karimov');
    await user.click(screen.getByTestId('preview-start'));
    expect(currentUrl().pathname).toBe('/mavzuli-test/fizika/777');
  });

  it('a time-gated test shows when it opens and a countdown instead of start, then start when it opens', async () => {
    jest.useFakeTimers({ now: (JUNE_5_0900 - 2) * 1000 });
    setup(infoReply({ opens_at: JUNE_5_0900 }));
    renderCatalog('/mavzuli-test?test=101');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Aziz Karimov');
    expect(within(dialog).queryByTestId('preview-start')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Test ochiladi: 05.06.2025 09:00')).toBeInTheDocument();
    const timer = within(dialog).getByRole('timer', { name: 'Ochilishiga qolgan vaqt' });
    expect(timer).toHaveTextContent('00:00:02');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('00:00:01');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(within(dialog).getByTestId('preview-start')).toBeInTheDocument());
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('an opening time in the past does not gate the test', async () => {
    setup(infoReply({ opens_at: 1_600_000_000 }));
    renderCatalog('/mavzuli-test?test=101');
    await screen.findByText('Aziz Karimov');
    expect(screen.getByTestId('preview-start')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading and an error with retry', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { calls } = setup(() => (++attempt === 1 ? fail(404, 'Test topilmadi', 'NOT_FOUND') : ok({ data: makeInfo() })));
    renderCatalog('/mavzuli-test?test=101');
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Test topilmadi');
    await user.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await within(dialog).findByText('Aziz Karimov')).toBeInTheDocument();
    expect(calls('/test-info')).toHaveLength(2);
  });

  it('is a bottom sheet on phones with the same content', async () => {
    mockMatchMedia(true);
    setup(infoReply());
    renderCatalog('/mavzuli-test?test=101');
    const dialog = await screen.findByRole('dialog', { name: 'Kvadrat tenglamalar' });
    expect(dialog).toHaveClass('drawer');
    expect(await within(dialog).findByText('Aziz Karimov')).toBeInTheDocument();
  });
});
