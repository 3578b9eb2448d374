import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, mockApi, ok, renderWithProviders } from '@platform/shared/test-utils';
import { NewsForm } from '../components/news-form';

const blank = { title: '', description: '', body: '' };

function setup() {
  const api = mockApi({
    '/studio/news': () =>
      ok({ data: { slug: 'qabul-2027', published_at: '2026-11-29T10:00:00+05:00', status: 'published', uz: blank, ru: blank } }),
    // the api's renderer answers (here: a stand-in that shows the body it got)
    '/studio/news/preview': () => ok({ data: { html: '<h1>Qabul</h1><p>&lt;script&gt; matni</p>' } }),
  });
  const onSaved = jest.fn();
  renderWithProviders(
    <NewsForm slug={null} initial={{ slug: '', published_at: '', uz: blank, ru: blank }} onSaved={onSaved} onCancel={() => {}} />,
  );
  return { api, onSaved };
}

async function fillLanguage(title: string, body: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /^Sarlavha/ }), title);
  await userEvent.type(screen.getByRole('textbox', { name: /^Qisqa tavsif/ }), `${title} haqida`);
  await userEvent.type(screen.getByRole('textbox', { name: /^Matn \(Markdown\)/ }), body);
}

describe('news form', () => {
  it('needs both languages: a missing ru opens its tab with the contract’s message; nothing is sent', async () => {
    const { api } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: /Qisqa nom/ }), 'qabul-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Hozir chop etish' }));
    await fillLanguage('Qabul', '# Qabul');
    await userEvent.click(screen.getByRole('button', { name: 'Chop etish' }));
    expect(await screen.findByRole('tab', { name: /Ruscha/, selected: true })).toBeInTheDocument();
    expect(screen.getByText('Sarlavhani kiriting')).toBeVisible();
    expect(bodiesOf(api.fetchMock, '/studio/news')).toEqual([]);
  });

  it('previews the Markdown with the api’s renderer and sends both languages with the publish time', async () => {
    const { api, onSaved } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: /Qisqa nom/ }), 'qabul-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Hozir chop etish' }));
    await fillLanguage('Qabul', '# Qabul');
    const preview = screen.getByRole('region', { name: 'Koʻrinishi (saytdagidek)' });
    expect(await within(preview).findByRole('heading', { name: 'Qabul' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('<script> matni');
    expect(bodiesOf(api.fetchMock, '/studio/news/preview').at(-1)).toEqual({ body: '# Qabul' });

    await userEvent.click(screen.getByRole('tab', { name: /Ruscha/ }));
    await fillLanguage('Приём', '# Приём');
    await userEvent.click(screen.getByRole('button', { name: 'Chop etish' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [body] = bodiesOf(api.fetchMock, '/studio/news') as { published_at: string }[];
    expect(body).toMatchObject({
      slug: 'qabul-2027',
      uz: { title: 'Qabul', description: 'Qabul haqida', body: '# Qabul' },
      ru: { title: 'Приём', description: 'Приём haqida', body: '# Приём' },
    });
    expect(body.published_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:00$/);
    expect(Date.parse(body.published_at)).toBeLessThanOrEqual(Date.now());
  });
});
