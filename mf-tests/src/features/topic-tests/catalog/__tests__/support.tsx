// Catalogue test helpers: the lazily loaded namespace added directly, and the three pages routed
// as the shell mounts them (plus stand-ins for where they link to).
import { addNamespace } from '@platform/shared/i18n';
import { subjectInfoSchema, type SubjectInfo } from '@platform/shared/topic-tests';
import { renderRoutes, type Entry } from '../../../../test/kit';
import { CATALOG_NS } from '../../../../lib/i18n';
import { SavedTestsPage } from '../components/saved-tests-page';
import { SubjectPage } from '../components/subject-page';
import { TestListPage } from '../components/test-list-page';
import uz from '../locales/uz.json';
import uzCyrl from '../locales/uz.json?uz-Cyrl';
import ru from '../locales/ru.json';

// in the composed site exposed/routes.tsx loads this namespace lazily; tests add it directly
addNamespace(CATALOG_NS, { uz, 'uz-Cyrl': uzCyrl, ru });

export function renderCatalog(entry: string | Entry) {
  return renderRoutes(
    {
      '/mavzuli-test': <TestListPage />,
      '/mavzuli-test/:subject': <SubjectPage />,
      '/mavzuli-test/:subject/:test': <p>Test ekrani</p>,
      '/saqlangan-testlar': <SavedTestsPage />,
      '/pro': <p>Pro sahifasi</p>,
    },
    entry,
  );
}

export function makeSubject(overrides: Partial<SubjectInfo> = {}): SubjectInfo {
  return subjectInfoSchema.parse({
    id: 4,
    slug: 'fizika',
    name: 'Fizika',
    color: '#3949AB',
    image: null,
    test_count: 42,
    ...overrides,
  });
}

/** GET /subjectname as the api lists it (by id; here deliberately not mandatory-first). */
export const SUBJECT_LIST = [
  { id: 4, slug: 'fizika', name: 'Fizika', color: '#3949AB', image: null },
  { id: 1, slug: 'ona-tili', name: 'Ona tili va adabiyot', color: '#E53935', image: null },
  { id: 2, slug: 'matematika', name: 'Matematika', color: '#1E88E5', image: null },
  { id: 3, slug: 'ozbekiston-tarixi', name: 'Oʻzbekiston tarixi', color: '#8E24AA', image: null },
  { id: 5, slug: 'kimyo', name: 'Kimyo', color: '#43A047', image: null },
];
export const subjectList = () => ({ status: 200, body: { data: SUBJECT_LIST } });
