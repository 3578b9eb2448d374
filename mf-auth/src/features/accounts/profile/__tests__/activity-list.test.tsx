import { screen, within } from '@testing-library/react';
import { fail, mockApi, ok } from '@platform/shared/test-utils';
import { CREATED_AT, makeProfile, renderProfile, setSession } from './helpers';

function setup(result: () => ReturnType<typeof ok>) {
  return mockApi({
    '/profile/view': () => ok({ data: makeProfile() }),
    '/profile/statistics': () => ok({ data: [] }),
    '/profile/result': result,
  });
}

beforeEach(() => setSession('user'));
afterEach(() => setSession('unknown'));

describe('recent activity', () => {
  it('lists tests with their type, XP and date, linking to the results page when there is a ticket', async () => {
    setup(() =>
      ok({
        data: [
          { id: 1, type: 'topic', ball: 15, ticket_id: 501, created_at: CREATED_AT },
          { id: 2, type: 'dtm', ball: 120, ticket_id: 77, created_at: CREATED_AT - 86_400 },
          { id: 3, type: 'olympiad', ball: 40, ticket_id: null, created_at: CREATED_AT - 2 * 86_400 },
          { id: 4, type: 'something-new', ball: 5, ticket_id: 9, created_at: CREATED_AT },
        ],
      }),
    );
    renderProfile('/profile');
    const section = (await screen.findByRole('heading', { name: 'Soʻnggi faoliyat' })).closest('section') as HTMLElement;
    const topic = await within(section).findByRole('link', { name: /Mavzuli test/ });
    expect(topic).toHaveAttribute('href', '/natijalar/501');
    expect(topic).toHaveTextContent('+15 XP');
    expect(topic).toHaveTextContent('01.01.2024');
    expect(within(section).getByRole('link', { name: /DTM testi/ })).toHaveAttribute('href', '/natijalar/77');
    expect(within(section).getByRole('link', { name: /DTM testi/ })).toHaveTextContent('31.12.2023');
    // no ticket: shown, but not a link
    expect(within(section).getByText('Olimpiada')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /Olimpiada/ })).not.toBeInTheDocument();
    // an unknown type still gets a readable label
    expect(within(section).getByRole('link', { name: /^Test/ })).toHaveAttribute('href', '/natijalar/9');
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
  });

  it('labels a topic test and its finish bonus as the same kind of item, both linking to the ticket', async () => {
    setup(() =>
      ok({
        data: [
          { id: 7, type: 'topic-bonus', ball: 10, ticket_id: 42, created_at: CREATED_AT },
          { id: 6, type: 'topic', ball: 3, ticket_id: 42, created_at: CREATED_AT },
        ],
      }),
    );
    renderProfile('/profile');
    const section = (await screen.findByRole('heading', { name: 'Soʻnggi faoliyat' })).closest('section') as HTMLElement;
    const links = await within(section).findAllByRole('link', { name: /^Mavzuli test/ });
    expect(links).toHaveLength(2);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/natijalar/42', '/natijalar/42']);
    expect(links[0]).toHaveTextContent('Mavzuli test · bonus');
    expect(within(section).queryByText(/^Test$/)).not.toBeInTheDocument();
  });

  it('says there is no activity yet when the list is empty', async () => {
    setup(() => ok({ data: [] }));
    renderProfile('/profile');
    expect(await screen.findByRole('status')).toHaveTextContent('Hali faoliyat yoʻq');
  });

  it('shows an error with retry when the list cannot be loaded', async () => {
    setup(() => fail(500, 'x'));
    renderProfile('/profile');
    const section = (await screen.findByRole('heading', { name: 'Soʻnggi faoliyat' })).closest('section') as HTMLElement;
    expect(await within(section).findByRole('alert')).toHaveTextContent('x');
    expect(within(section).getByRole('button', { name: 'Qayta urinish' })).toBeInTheDocument();
  });
});
