import { screen } from '@testing-library/react';
import { mockApi, ok } from '@platform/shared/test-utils';
import { courseCard, teacherDetail } from '../../../../test/factories';
import { renderApp } from '../../../../test/render';

describe('/ustoz/{slug}', () => {
  it('shows photo, specialty, aggregate rating, course count, social links by type and the courses', async () => {
    const { calls } = mockApi({
      '/teacher/info': () =>
        ok({ data: teacherDetail({ courses: [courseCard(), courseCard({ id: 9, slug: 'kasrlar', name: 'Kasrlar va foizlar' })] }) }),
    });
    renderApp('/ustoz/sardor-rahimov');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sardor Rahimov' })).toBeInTheDocument();
    expect(calls('/teacher/info')[0].searchParams.get('slug')).toBe('sardor-rahimov');
    expect(screen.getByText("Matematika o'qituvchisi")).toBeInTheDocument();
    expect(screen.getByText('Reyting: 4,8 / 5')).toBeInTheDocument();
    expect(screen.getByText('(3500 ta baho)')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    const telegram = screen.getByRole('link', { name: 'Sardor Rahimov: Telegram' });
    expect(telegram).toHaveAttribute('href', 'https://t.me/sardor_rahimov_ustoz');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Sardor Rahimov: YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@sardorrahimovustoz',
    );
    expect(screen.getByRole('link', { name: 'Kasrlar va foizlar' })).toHaveAttribute('href', '/kurslar/kasrlar');
  });
});
