import { screen, within } from '@testing-library/react';
import { adviceResponse } from '@platform/shared/advice';
import { mockApi, ok } from '@platform/shared/test-utils';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { renderApp } from '../../../../test/render';

const STANDING = {
  ticket_id: 9,
  kind: 'dtm' as const,
  ball: 130.5,
  max_ball: 189,
  takers: 12,
  percentile: 75,
  window_days: 90,
  directions: [
    {
      university_name: 'Toshkent axborot texnologiyalari universiteti',
      university_slug: 'tatu',
      university_type: 'public' as const,
      direction_code: '60610500',
      direction_name: 'Kompyuter injiniringi',
      year: 2025,
      grant_ball: 160.2,
      contract_ball: 120,
      grant_gap: -29.7,
      contract_gap: 10.5,
      chance: 'contract' as const,
      same_subjects: true,
    },
  ],
};

function advice(standing: typeof STANDING | null) {
  return adviceResponse.parse({
    data: {
      basis: {
        source: standing ? 'dtm' : 'form',
        subject_1: { id: 2, name: 'Matematika' },
        subject_2: { id: 4, name: 'Fizika' },
        ball: 130.5,
        max_ball: 189,
      },
      pairs: [{ blok1_id: 2, blok1_name: 'Matematika', blok2_id: 4, blok2_name: 'Fizika' }],
      total: 0,
      items: [],
      standing,
    },
  });
}

beforeEach(() => sessionStore.setState({ status: 'user', user: makeUser(), premium: false, locale: 'uz' }));
afterEach(() => sessionStore.setState({ status: 'unknown', user: null }));

describe('/univer-tavsiya', () => {
  it('based on one’s DTM result, shows where it stands: the same percentile and gaps as the result page', async () => {
    mockApi({ '/university-advice': () => ok(advice(STANDING)), '/learning-center/select': () => ok({ data: [] }) });
    renderApp('/univer-tavsiya');
    const standing = await screen.findByTestId('standing');
    expect(within(standing).getByTestId('standing-percentile')).toHaveTextContent('12 kishining 75 foizidan yuqori');
    const row = within(standing).getByTestId('standing-direction');
    expect(row).toHaveTextContent('29,7 ball yetishmaydi');
    expect(row).toHaveTextContent('10,5 ball ortiq');
    // this page is the recommendation itself: no link to it
    expect(within(standing).queryByRole('link', { name: 'Ballingizga mos yoʻnalishlar' })).toBeNull();
  });

  it('a typed-in score has no standing', async () => {
    mockApi({ '/university-advice': () => ok(advice(null)), '/learning-center/select': () => ok({ data: [] }) });
    renderApp('/univer-tavsiya?subject_1=2&subject_2=4&ball=130.5');
    expect(await screen.findByTestId('advice-basis')).toBeInTheDocument();
    expect(screen.queryByTestId('standing')).toBeNull();
  });
});
