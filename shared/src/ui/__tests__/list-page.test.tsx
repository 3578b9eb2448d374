import { render, screen } from '@testing-library/react';
import { ListPageHeader } from '@platform/shared/ui';

describe('ListPageHeader', () => {
  it('is the page heading with its id, and the line under it', () => {
    render(
      <section aria-labelledby="news-heading">
        <ListPageHeader id="news-heading" title="Yangiliklar" subtitle="Taʼlim olamidagi soʻnggi xabarlar" />
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Yangiliklar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Yangiliklar' })).toHaveAttribute('id', 'news-heading');
    expect(screen.getByText('Taʼlim olamidagi soʻnggi xabarlar')).toBeInTheDocument();
  });

  it('has no empty line when there is no subtitle', () => {
    render(<ListPageHeader title="Kurslar" />);
    expect(screen.getByRole('banner')).toHaveTextContent(/^Kurslar$/);
  });
});
