// Russian counts through i18next plural forms (issue 30 item 6): the texts that put a number before a
// noun nest `common:units.*` (`_one/_few/_many/_other` in ru; Uzbek has one form), so they read
// "1 минута", "2 минуты", "5 минут", "21 минута", never "1 минут".
import { createInstance, type i18n as I18n } from 'i18next';
import commonRu from '@platform/shared/locales/ru.json';
import commonUz from '@platform/shared/locales/uz.json';
import examsRu from '../features/exams/locales/ru.json';
import examsUz from '../features/exams/locales/uz.json';
import resultsRu from '../features/topic-tests/results/locales/ru.json';
import resultsUz from '../features/topic-tests/results/locales/uz.json';

async function i18nFor(lng: 'uz' | 'ru'): Promise<I18n> {
  const i18n = createInstance();
  await i18n.init({
    lng,
    resources: {
      uz: { common: commonUz, exams: examsUz, results: resultsUz },
      ru: { common: commonRu, exams: examsRu, results: resultsRu },
    },
    interpolation: { escapeValue: false },
  });
  // as @platform/shared/i18n formats `{{x, number}}`
  i18n.services.formatter?.add('number', (value: unknown, _lng: string | undefined, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat('ru', options).format(Number(value)),
  );
  return i18n;
}

describe('Russian plurals', () => {
  let ru: I18n;
  beforeAll(async () => {
    ru = await i18nFor('ru');
  });
  const counts = [1, 2, 5, 21];

  it('minutes of an exam', () => {
    expect(counts.map((minutes) => ru.t('start.time', { ns: 'exams', minutes }))).toEqual([
      'Время: 1 минута',
      'Время: 2 минуты',
      'Время: 5 минут',
      'Время: 21 минута',
    ]);
  });

  it('questions and minutes in one text', () => {
    expect(counts.map((n) => ru.t('private.meta', { ns: 'exams', count: n, minutes: n }))).toEqual([
      '1 вопрос, 1 минута',
      '2 вопроса, 2 минуты',
      '5 вопросов, 5 минут',
      '21 вопрос, 21 минута',
    ]);
  });

  it('points, whole and fractional (a fraction takes the "other" form)', () => {
    expect([...counts, 3.1].map((ball) => ru.t('result.scoreLabel', { ns: 'results', ball, total: 30 }))).toEqual([
      '1 балл из 30',
      '2 балла из 30',
      '5 баллов из 30',
      '21 балл из 30',
      '3,1 балла из 30',
    ]);
    expect([1, 2, 5, 21, 1.1].map((points) => ru.t('screen.weight', { ns: 'exams', points }))).toEqual([
      '1 балл',
      '2 балла',
      '5 баллов',
      '21 балл',
      '1,1 балла',
    ]);
  });

  it('questions left of a total', () => {
    expect(counts.map((total) => ru.t('unfinished.progress', { ns: 'results', answered: 1, total }))).toEqual([
      '1 / 1 вопрос',
      '1 / 2 вопроса',
      '1 / 5 вопросов',
      '1 / 21 вопрос',
    ]);
  });

  it('Uzbek keeps its one form', async () => {
    const uz = await i18nFor('uz');
    expect(counts.map((minutes) => uz.t('start.time', { ns: 'exams', minutes }))).toEqual(counts.map((n) => `Vaqt: ${n} daqiqa`));
  });
});
