import { screen } from '@testing-library/react';
import { i18n } from '@platform/shared/i18n';
import { mockApi, ok } from '@platform/shared/test-utils';
import { routes } from '../exposed/routes';
import { courseDetail } from '../test/factories';
import { renderApp } from '../test/render';

describe('exposed routes', () => {
  it('exposes the four routes of the shell route table with the spec paths', () => {
    expect(routes.map(({ id, path }) => ({ id, path }))).toEqual([
      { id: 'courses-home', path: '/kurslar' },
      { id: 'courses-filter', path: '/kurslar/filter' },
      { id: 'course', path: '/kurslar/:slug' },
      { id: 'teacher', path: '/ustoz/:slug' },
    ]);
  });

  it('registers the courses namespace in both languages', () => {
    expect(i18n.getResource('uz', 'courses', 'home.title')).toBe('Kurslar');
    expect(i18n.getResource('ru', 'courses', 'home.title')).toBe('Курсы');
  });

  it('/kurslar/filter is the filter page, not a course called "filter"', async () => {
    const { calls } = mockApi({
      '/teacher-course/view': () => ok({ data: [], meta: { page: 1, size: 24, total: 0, page_count: 0 } }),
      '/category-course/select': () => ok({ data: [] }),
      '/teacher-course/course': () => ok({ data: courseDetail() }),
    });
    renderApp('/kurslar/filter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurslar va oʻqituvchilar' })).toBeInTheDocument();
    expect(calls('/teacher-course/course')).toHaveLength(0);
  });
});
