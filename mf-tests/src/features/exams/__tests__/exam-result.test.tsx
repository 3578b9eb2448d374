// A finished exam's result page (issue 31): where a DTM result stands, and two defects of the
// walkthrough — a mandatory and a block section of the same subject read alike ("Matematika" twice),
// and an option that is only a picture showed as a bare "D)" in the review.
import { screen, within } from '@testing-library/react';
import { addNamespace } from '@platform/shared/i18n';
import { sessionStore } from '@platform/shared/session';
import { makeUser } from '@platform/shared/test-factories';
import { mockApi, ok, renderDataRouter } from '@platform/shared/test-utils';
import { examResultResponse } from '@platform/shared/exams';
import { EXAMS_NS } from '../../../lib/i18n';
import { ExamResultPage } from '../result/components/exam-result-page';
import uz from '../locales/uz.json';
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

addNamespace(EXAMS_NS, { uz, 'uz-Cyrl': uzCyrl, ru });

beforeEach(() => sessionStore.setState({ status: 'user', user: makeUser(), locale: 'uz' }));

const section = (id: number, name: string, role: string, points: number) => ({
  id,
  subject_id: id,
  name,
  role,
  question_count: 1,
  points,
  minutes: 20,
  correct: 1,
  answered: 1,
  ball: points,
  max_ball: points,
});

function dtmResult(overrides: Record<string, unknown> = {}) {
  return examResultResponse.parse({
    data: {
      id: 9,
      kind: 'dtm',
      type: 'dtm',
      name: 'DTM test 2025',
      ball: 130.5,
      max_ball: 189,
      started_at: 1_749_096_000,
      finished_at: 1_749_097_000,
      seconds_used: 1000,
      sections: [
        section(1, 'Ona tili', 'mandatory', 1.1),
        section(2, 'Matematika', 'mandatory', 1.1),
        section(3, 'Matematika', 'block1', 3.1),
        section(4, 'Fizika', 'block2', 2.1),
      ],
      questions: [
        {
          id: 101,
          question_id: 1,
          section_id: 3,
          position: 0,
          text: 'Qaysi chizma toʻgʻri?',
          image: null,
          seq: 0,
          // picture-only options: no text
          options: [1, 2, 3, 4].map((id) => ({ id, text: '', image: `/api/content-images/${'a'.repeat(63)}${id}.svg` })),
          checked: 4,
          is_true: 2,
          explanation: null,
        },
      ],
      directions: [],
      standing: {
        ticket_id: 9,
        kind: 'dtm',
        ball: 130.5,
        max_ball: 189,
        takers: 5,
        percentile: 40,
        window_days: 90,
        directions: [],
      },
      ...overrides,
    },
  });
}

function renderResult(data = dtmResult()) {
  mockApi({ '/exam/result': () => ok(data) });
  renderDataRouter([{ path: '/natijalar/imtihon/:ticketId', element: <ExamResultPage /> }], '/natijalar/imtihon/9');
}

describe('exam result', () => {
  it('a DTM result says where it stands: the percentile among the last 90 days’ takers', async () => {
    renderResult();
    const standing = await screen.findByTestId('standing');
    expect(within(standing).getByRole('heading', { name: 'Siz qayerdasiz' })).toBeInTheDocument();
    expect(within(standing).getByTestId('standing-percentile')).toHaveTextContent('5 kishining 40 foizidan yuqori');
  });

  it('has no standing where the api sends none (a block result)', async () => {
    renderResult(dtmResult({ kind: 'block', type: 'virtual', standing: undefined }));
    await screen.findByTestId('exam-sections');
    expect(screen.queryByTestId('standing')).toBeNull();
  });

  it('tells a mandatory section from a block of the same subject', async () => {
    renderResult();
    const table = await screen.findByTestId('exam-sections');
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Ona tili', 'Matematika', 'Matematika · 1-blok', 'Fizika · 2-blok', 'Jami']);
    // the review names the question's section the same way
    expect(within(screen.getByTestId('exam-review')).getByText('Matematika · 1-blok')).toBeInTheDocument();
  });

  it('shows the pictures of picture-only options in the review: the chosen one and the right one', async () => {
    renderResult();
    const review = await screen.findByTestId('exam-review');
    const chosen = within(review).getByRole('img', { name: 'D variant rasmi' });
    expect(chosen).toHaveAttribute('src', expect.stringMatching(/4\.svg$/));
    const right = within(within(review).getByTestId('exam-correct-answer')).getByRole('img', { name: 'B variant rasmi' });
    expect(right).toHaveAttribute('src', expect.stringMatching(/2\.svg$/));
  });
});
