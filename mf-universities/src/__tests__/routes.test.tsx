import { screen } from '@testing-library/react';
import { i18n } from '@platform/shared/i18n';
import { routes } from '../exposed/routes';
import { listResponse, universityCard } from '../test/factories';
import { mockApi, ok } from '@platform/shared/test-utils';
import { renderApp } from '../test/render';

describe('exposed routes', () => {
  it('exposes the six routes with the spec paths', () => {
    expect(routes.map(({ id, path }) => ({ id, path }))).toEqual([
      { id: 'university-list', path: '/universitetlar' },
      { id: 'private-university-list', path: '/xususiy-universitetlar' },
      { id: 'university-page', path: '/universitetlar/:slug' },
      { id: 'private-university-page', path: '/xususiy-universitetlar/:slug' },
      { id: 'university-advice', path: '/univer-tavsiya' },
      { id: 'university-ranking', path: '/otmlar-royhati' },
    ]);
  });

  it('registers the universities namespace in both languages', () => {
    expect(i18n.getResource('uz', 'universities', 'list.title')).toBe('Universitetlar');
    expect(i18n.getResource('ru', 'universities', 'list.title')).toBe('Университеты');
  });

  it('loads the page lazily behind a loading placeholder', async () => {
    mockApi({
      '/university-all': () => ok(listResponse([universityCard()])),
      '/address': () => ok({ data: [] }),
    });
    renderApp('/universitetlar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Universitetlar' })).toBeInTheDocument();
  });
});
