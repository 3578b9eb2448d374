import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '@platform/shared/test-utils';
import { courseCard, courseCards, coursePage, teacherCard } from '../../../../test/factories';
import { currentUrl, renderApp } from '../../../../test/render';

function api() {
  return mockApi({
    '/teacher-course/top-courses': () => ok({ data: [courseCard({ name: 'Eng mashhur kurs' })] }),
    '/teacher/top': () => ok({ data: [teacherCard()] }),
    '/teacher-course/view': () => ok(coursePage(courseCards(8, 100), 1, 64)),
    '/teacher-course/category-courses': () =>
      ok({
        data: [
          { id: 1, category_name: 'DTMga tayyorgarlik', courses: [courseCard({ id: 3, slug: 'a', name: 'DTM kursi' })] },
          { id: 4, category_name: 'Chet tillari', courses: [courseCard({ id: 5, slug: 'b', name: 'Ingliz tili kursi' })] },
        ],
      }),
  });
}

describe('/kurslar', () => {
  it('shows popular, top teachers, the 8 newest and one section per category, each with an "all" link', async () => {
    const { calls } = api();
    renderApp('/kurslar');
    expect(await screen.findByRole('link', { name: 'Eng mashhur kurs' })).toBeInTheDocument();
    const section = (name: string) => screen.getByRole('region', { name });
    expect(await within(section('Yangi kurslar')).findAllByRole('link', { name: /^Kurs \d+$/ })).toHaveLength(8);
    expect(Object.fromEntries(calls('/teacher-course/view')[0].searchParams)).toEqual({ size: '8', sort_by_created_at: 'desc', page: '1' });
    expect(calls('/teacher/top')[0].searchParams.get('limit')).toBe('6');
    expect(within(section('Eng yaxshi oʻqituvchilar')).getByRole('link', { name: 'Sardor Rahimov' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ingliz tili kursi' })).toBeInTheDocument();
    expect(within(section('Chet tillari')).getByRole('link', { name: 'Barchasi: Chet tillari' })).toHaveAttribute(
      'href',
      '/kurslar/filter?categoryIds=4',
    );
    expect(within(section('Ommabop kurslar')).getByRole('link', { name: 'Barchasi: Ommabop kurslar' })).toHaveAttribute(
      'href',
      '/kurslar/filter?sort=popular',
    );
    expect(within(section('Yangi kurslar')).getByRole('link', { name: 'Barchasi: Yangi kurslar' })).toHaveAttribute(
      'href',
      '/kurslar/filter?sort=new',
    );
  });

  it('the search opens the filter page with the trimmed text; blank text is ignored', async () => {
    const user = userEvent.setup();
    api();
    renderApp('/kurslar');
    const box = screen.getByRole('searchbox', { name: 'Kurs qidirish' });
    await user.type(box, '   {Enter}');
    expect(currentUrl().pathname).toBe('/kurslar');
    await user.clear(box);
    await user.type(box, '  ingliz tili {Enter}');
    expect(currentUrl().pathname).toBe('/kurslar/filter');
    expect(currentUrl().searchParams.get('search')).toBe('ingliz tili');
  });
});
