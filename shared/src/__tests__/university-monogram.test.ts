import { universityMonogram } from '../ui/university-logo';
import seed from '../../../content/universities.json';

describe('universityMonogram', () => {
  it.each([
    ['Toshkent davlat iqtisodiyot universiteti', 'TDI'],
    ['Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universiteti', 'TAT'],
    ["Mirzo Ulug'bek nomidagi O'zbekiston Milliy universiteti", 'OM'],
    ['Toshkent shahridagi Inha universiteti', 'INH'],
    ['Университет Инха в городе Ташкенте', 'ИНХ'],
    ['Ташкентский университет информационных технологий имени Мухаммада аль-Хорезми', 'ТИТ'],
    ['TEAM universiteti', 'TEAM'],
    ['Central Asian University', 'CA'],
    ['Universitet', 'U'],
    ['Akfa universiteti', 'AKF'],
  ])('%s → %s', (name, initials) => {
    expect(universityMonogram(name)).toBe(initials);
  });

  it.each(['uz', 'ru'] as const)('tells the seeded private universities apart (%s)', (lang) => {
    const names = seed.universities.filter((u) => u.type === 'private').map((u) => u[`name_${lang}`]);
    const initials = names.map(universityMonogram);
    // the home page shows six of them: no two of the seeded ones share initials
    expect(new Set(initials).size).toBe(initials.length);
  });
});
