import { filterQueries } from '../first-queries';

const request = (query: string) => ({ params: {}, search: new URLSearchParams(query), locale: 'ru' as const, userId: 7 });

describe("the filter page's first queries (issue 33)", () => {
  it('are the categories and the course list its query string asks for, with the keys the page uses', () => {
    const [categories, list] = filterQueries(request('search=python&sort=popular&categoryIds=4,1&method=premium'));
    expect(categories.queryKey).toEqual(['courses', 'ru', 'categories']);
    expect(list.queryKey).toEqual([
      'courses',
      'ru',
      7,
      'list',
      { search: 'python', type: 'premium', category_id: '1,4', language: undefined, sort_by_rating: 'desc', sort_by_created_at: undefined },
    ]);
  });

  it('are the teacher list for the teachers view', () => {
    const [, list] = filterQueries(request('type=teachers&search=ali'));
    expect(list.queryKey).toEqual(['courses', 'ru', 'teachers', { search: 'ali' }]);
  });
});
