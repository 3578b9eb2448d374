import type { SubjectSeed } from './types';

/**
 * School subjects of the DTM (state testing centre) admission tests.
 * The first three are the mandatory block taken by every applicant;
 * the rest are used as specialised (1st / 2nd) subjects of study directions.
 */
export const subjects: SubjectSeed[] = [
  {
    slug: 'ona-tili',
    name_uz: 'Ona tili va adabiyot',
    name_ru: 'Родной язык и литература',
    color: '#E53935',
    mandatory: true,
  },
  {
    slug: 'matematika',
    name_uz: 'Matematika',
    name_ru: 'Математика',
    color: '#1E88E5',
    mandatory: true,
  },
  {
    slug: 'ozbekiston-tarixi',
    name_uz: "O'zbekiston tarixi",
    name_ru: 'История Узбекистана',
    color: '#8E24AA',
    mandatory: true,
  },
  {
    slug: 'fizika',
    name_uz: 'Fizika',
    name_ru: 'Физика',
    color: '#3949AB',
    mandatory: false,
  },
  {
    slug: 'kimyo',
    name_uz: 'Kimyo',
    name_ru: 'Химия',
    color: '#43A047',
    mandatory: false,
  },
  {
    slug: 'biologiya',
    name_uz: 'Biologiya',
    name_ru: 'Биология',
    color: '#7CB342',
    mandatory: false,
  },
  {
    slug: 'ingliz-tili',
    name_uz: 'Ingliz tili',
    name_ru: 'Английский язык',
    color: '#FB8C00',
    mandatory: false,
  },
  {
    slug: 'rus-tili',
    name_uz: 'Rus tili',
    name_ru: 'Русский язык',
    color: '#D81B60',
    mandatory: false,
  },
  {
    slug: 'tarix',
    name_uz: 'Jahon tarixi',
    name_ru: 'Всемирная история',
    color: '#6D4C41',
    mandatory: false,
  },
  {
    slug: 'geografiya',
    name_uz: 'Geografiya',
    name_ru: 'География',
    color: '#00897B',
    mandatory: false,
  },
  {
    slug: 'huquq',
    name_uz: 'Huquqshunoslik asoslari',
    name_ru: 'Основы правоведения',
    color: '#546E7A',
    mandatory: false,
  },
  {
    slug: 'informatika',
    name_uz: 'Informatika',
    name_ru: 'Информатика',
    color: '#00ACC1',
    mandatory: false,
  },
  {
    slug: 'nemis-tili',
    name_uz: 'Nemis tili',
    name_ru: 'Немецкий язык',
    color: '#FDD835',
    mandatory: false,
  },
  {
    slug: 'fransuz-tili',
    name_uz: 'Fransuz tili',
    name_ru: 'Французский язык',
    color: '#5E35B1',
    mandatory: false,
  },
  {
    slug: 'adabiyot',
    name_uz: 'Adabiyot',
    name_ru: 'Литература',
    color: '#C0CA33',
    mandatory: false,
  },
];
