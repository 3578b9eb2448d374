import { screen, within } from '@testing-library/react';
import { loadMath } from '@platform/shared/math';
import { fail, mockApi, ok } from '@platform/shared/test-utils';
import { CERTIFICATE_ID, makeCheck, makeQuestion, renderResults, setSession } from '../../../../test/results-kit';

afterEach(() => setSession('unknown'));

/** Q1 right (B chosen), Q2 wrong (A chosen, B correct), Q3 unanswered, with pictures. */
function review() {
  return {
    data: {
      ticket_id: 42,
      questions: [
        makeQuestion(1),
        makeQuestion(2, { checked: 21 }),
        makeQuestion(3, { checked: 0, image: 'https://cdn.example.uz/q/3.png', var_c_image: 'https://cdn.example.uz/q/3c.png' }),
      ],
    },
  };
}

describe('certificate check', () => {
  it('verifies a certificate by its public id for anyone, signed out too', async () => {
    setSession('guest');
    const { calls } = mockApi({ '/certificate/check': () => ok({ data: makeCheck() }), '/myresult/review': () => ok(review()) });
    renderResults(`/check/${CERTIFICATE_ID}`);
    const card = await screen.findByTestId('certificate-valid');
    expect(within(card).getByRole('heading', { name: 'Haqiqiy sertifikat' })).toBeInTheDocument();
    expect(within(card).getByText('F.I.Sh.').nextSibling).toHaveTextContent('Aziz Karimov');
    expect(within(card).getByText('Fan').nextSibling).toHaveTextContent('Matematika');
    expect(within(card).getByText('Mavzu').nextSibling).toHaveTextContent('Kasrlar');
    expect(within(card).getByText('Natija').nextSibling).toHaveTextContent('9 / 10 (90 %)');
    expect(within(card).getByText('Test topshirilgan sana').nextSibling).toHaveTextContent('14.03.2024');
    expect(within(card).getByText('Sertifikat berilgan sana').nextSibling).toHaveTextContent('15.03.2024');
    expect(calls('/certificate/check')[0].searchParams.get('id')).toBe(CERTIFICATE_ID);
    expect(document.title).toBe('Sertifikatni tekshirish — Imtihon');
    // not the owner: no review, not even asked for
    expect(screen.queryByRole('heading', { name: 'Savollar tahlili' })).not.toBeInTheDocument();
    expect(calls('/myresult/review')).toHaveLength(0);
  });

  it('says when a certificate is no longer valid', async () => {
    setSession('guest');
    mockApi({ '/certificate/check': () => ok({ data: makeCheck({ valid: false }) }) });
    renderResults(`/check/${CERTIFICATE_ID}`);
    const card = await screen.findByTestId('certificate-invalid');
    expect(within(card).getByRole('heading', { name: 'Sertifikat haqiqiy emas' })).toBeInTheDocument();
    expect(screen.queryByTestId('certificate-valid')).not.toBeInTheDocument();
  });

  it('says "Sertifikat topilmadi" for an unknown certificate id, without asking for a review', async () => {
    setSession('user');
    const { calls } = mockApi({
      '/certificate/check': () => fail(404, 'Topilmadi', 'CERTIFICATE_NOT_FOUND'),
      '/myresult/review': () => ok(review()),
    });
    renderResults(`/check/${CERTIFICATE_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sertifikat topilmadi' })).toBeInTheDocument();
    expect(calls('/myresult/review')).toHaveLength(0);
  });

  it('says "Sertifikat topilmadi" for a ticket id on 404 (and the viewer owns no such ticket)', async () => {
    setSession('guest');
    mockApi({
      '/certificate/check': () => fail(404, 'Topilmadi', 'NOT_FOUND'),
      '/myresult/review': () => fail(404, 'Topilmadi', 'NOT_FOUND'),
    });
    renderResults('/check/42');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sertifikat topilmadi' })).toBeInTheDocument();
    expect(screen.queryByTestId('certificate-valid')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Savollar tahlili' })).not.toBeInTheDocument();
  });

  it('treats a non-numeric id as not found without asking the api', () => {
    setSession('guest');
    const { fetchMock } = mockApi({});
    for (const bad of ['12abc', CERTIFICATE_ID.toUpperCase(), `${CERTIFICATE_ID}0`, CERTIFICATE_ID.slice(1)]) {
      const view = renderResults(`/check/${bad}`);
      expect(screen.getByRole('heading', { level: 2, name: 'Sertifikat topilmadi' })).toBeInTheDocument();
      view.unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows its owner the review by the certificate id too (the api tells the owner the ticket)', async () => {
    setSession('user');
    const { calls } = mockApi({
      '/certificate/check': () => ok({ data: makeCheck({ is_owner: true }) }),
      '/myresult/review': () => ok(review()),
    });
    renderResults(`/check/${CERTIFICATE_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Savollar tahlili' })).toBeInTheDocument();
    expect(calls('/myresult/review')[0].searchParams.get('ticket_id')).toBe('42');
  });

  it('shows its owner the review: chosen answers red when wrong, correct ones green, unanswered labelled', async () => {
    setSession('user');
    const { calls } = mockApi({
      '/certificate/check': () => ok({ data: makeCheck({ is_owner: true }) }),
      '/myresult/review': () => ok(review()),
    });
    renderResults('/check/42');
    expect(await screen.findByTestId('certificate-valid')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Savollar tahlili' })).toBeInTheDocument();
    expect(calls('/certificate/check')[0].searchParams.get('id')).toBe('42');
    expect(calls('/myresult/review')[0].searchParams.get('ticket_id')).toBe('42');

    const questions = screen.getAllByTestId('review-question');
    expect(questions).toHaveLength(3);

    const [q1, q2, q3] = questions;
    expect(within(q1).getByRole('heading', { name: '1-savol' })).toBeInTheDocument();
    expect(within(q1).getByText('Savol matni 1')).toBeInTheDocument();
    expect(q1).toHaveAttribute('data-state', 'correct');
    expect(within(q1).getByText('Toʻgʻri')).toBeInTheDocument();
    const q1b = within(q1).getByTestId('review-option-B');
    expect(q1b).toHaveClass('correct');
    expect(q1b).toHaveTextContent('Sizning javobingiz');
    expect(q1b).toHaveTextContent('Toʻgʻri javob');
    for (const letter of ['A', 'C', 'D']) {
      expect(within(q1).getByTestId(`review-option-${letter}`)).not.toHaveClass('correct');
      expect(within(q1).getByTestId(`review-option-${letter}`)).not.toHaveClass('wrong');
    }

    expect(q2).toHaveAttribute('data-state', 'wrong');
    expect(within(q2).getByText('Notoʻgʻri')).toBeInTheDocument();
    const q2a = within(q2).getByTestId('review-option-A');
    expect(q2a).toHaveClass('wrong');
    expect(q2a).toHaveTextContent('A javob 2');
    expect(q2a).toHaveTextContent('Sizning javobingiz');
    expect(q2a).not.toHaveTextContent('Toʻgʻri javob');
    const q2b = within(q2).getByTestId('review-option-B');
    expect(q2b).toHaveClass('correct');
    expect(q2b).toHaveTextContent('Toʻgʻri javob');
    expect(q2b).not.toHaveTextContent('Sizning javobingiz');

    expect(q3).toHaveAttribute('data-state', 'unanswered');
    expect(within(q3).getByText('Javob berilmagan')).toBeInTheDocument();
    expect(within(q3).getByTestId('review-option-B')).toHaveClass('correct');
    expect(within(q3).queryByText('Sizning javobingiz')).not.toBeInTheDocument();
    expect(within(q3).getByRole('img', { name: '3-savol rasmi' })).toHaveAttribute('src', 'https://cdn.example.uz/q/3.png');
    expect(within(q3).getByRole('img', { name: 'C variant rasmi' })).toHaveAttribute('src', 'https://cdn.example.uz/q/3c.png');
  });

  it('reviews a ticket with shuffled options under the ticket’s letters', async () => {
    setSession('user');
    // the ticket showed the options 44, 42, 43, 41 as A–D; 44 is right, 41 was chosen
    const shuffled = makeQuestion(4, {
      var_a_id: 44,
      var_a_name: 'D javob 4',
      var_b_id: 42,
      var_b_name: 'B javob 4',
      var_c_id: 43,
      var_c_name: 'C javob 4',
      var_d_id: 41,
      var_d_name: 'A javob 4',
      is_true: 44,
      checked: 41,
    });
    mockApi({
      '/certificate/check': () => ok({ data: makeCheck({ is_owner: true }) }),
      '/myresult/review': () => ok({ data: { ticket_id: 42, questions: [shuffled] } }),
    });
    renderResults('/check/42');
    const [q] = await screen.findAllByTestId('review-question');
    expect(q).toHaveAttribute('data-state', 'wrong');
    const a = within(q).getByTestId('review-option-A');
    expect(a).toHaveClass('correct');
    expect(a).toHaveTextContent('D javob 4');
    expect(a).toHaveTextContent('Toʻgʻri javob');
    const d = within(q).getByTestId('review-option-D');
    expect(d).toHaveClass('wrong');
    expect(d).toHaveTextContent('A javob 4');
    expect(d).toHaveTextContent('Sizning javobingiz');
    for (const letter of ['B', 'C']) expect(within(q).getByTestId(`review-option-${letter}`)).not.toHaveClass('correct');
  });

  it("shows each reviewed question's explanation, formulas typeset, and none where the item has none", async () => {
    setSession('user');
    await loadMath();
    mockApi({
      '/certificate/check': () => ok({ data: makeCheck({ is_owner: true }) }),
      '/myresult/review': () =>
        ok({
          data: {
            ticket_id: 42,
            questions: [
              makeQuestion(1, {
                question_name: 'Hisoblang: $\\frac{1}{2}+\\frac{1}{4}$',
                explanation: 'Umumiy maxraj 4: $\\frac{2}{4}+\\frac{1}{4}=\\frac{3}{4}$.',
              }),
              makeQuestion(2, { checked: 21, explanation: null }),
            ],
          },
        }),
    });
    renderResults('/check/42');
    const [q1, q2] = await screen.findAllByTestId('review-question');
    expect(q1.querySelector('p math mfrac')).not.toBeNull();
    const explanation = within(q1).getByRole('region', { name: 'Izoh' });
    expect(explanation).toHaveTextContent('Umumiy maxraj 4:');
    expect(explanation.querySelectorAll('math')).toHaveLength(1);
    expect(within(q2).queryByRole('region', { name: 'Izoh' })).toBeNull();
  });

  it('gives the owner the review of a result without a certificate, with a link back to the result', async () => {
    setSession('user');
    mockApi({
      '/certificate/check': () => fail(404, 'Topilmadi', 'NOT_FOUND'),
      '/myresult/review': () => ok(review()),
    });
    renderResults('/check/42');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sertifikat hali berilmagan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Natijaga qaytish' })).toHaveAttribute('href', '/natijalar/42');
    expect(screen.getAllByTestId('review-question')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Sertifikat topilmadi' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the check fails otherwise', async () => {
    setSession('guest');
    mockApi({ '/certificate/check': () => fail(500, 'Server xatosi', 'INTERNAL') });
    renderResults('/check/42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server xatosi');
    expect(screen.getByRole('button', { name: 'Qayta urinish' })).toBeInTheDocument();
  });
});
