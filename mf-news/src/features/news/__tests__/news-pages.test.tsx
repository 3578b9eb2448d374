import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, mockApi, ok } from '@platform/shared/test-utils';
import { renderApp } from '../../../test/render';

const card = (i: number) => ({
  slug: `maqola-${i}`,
  title: `Maqola ${i}`,
  description: `Tavsif ${i}`,
  published_at: 1_780_000_000 - i * 86_400,
});

describe('news pages', () => {
  it('lists a page of articles, pages through the URL and opens an article with its meta tags', async () => {
    const { calls } = mockApi({
      '/news': (url) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        const items = page === 1 ? Array.from({ length: 12 }, (_, i) => card(i)) : [card(12)];
        return ok({ data: items, meta: { page, size: 12, total: 13, page_count: 2 } });
      },
      '/news/view': (url) =>
        ok({ data: { ...card(0), slug: url.searchParams.get('slug'), html: '<h2>Bo‘lim</h2><p>Matn &lt;script&gt;</p>' } }),
    });
    renderApp('/yangiliklar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yangiliklar' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('news-card')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('link', { name: 'Maqola 12' })).toBeInTheDocument();
    expect(calls('/news').at(-1)?.searchParams.get('page')).toBe('2');
    await userEvent.click(screen.getByRole('link', { name: 'Maqola 12' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bo‘lim' })).toBeInTheDocument();
    expect(screen.getByText('Matn <script>')).toBeInTheDocument();
    expect(document.title).toBe('Maqola 0 — Imtihon');
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Maqola 0');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Tavsif 0');
  });

  it('says so when the article does not exist', async () => {
    mockApi({ '/news/view': () => fail(404, 'Maqola topilmadi') });
    renderApp('/yangiliklar/yoq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maqola topilmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Barcha yangiliklar/ })).toHaveAttribute('href', '/yangiliklar');
  });
});
