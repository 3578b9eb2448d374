/** Fixed reference rows: ids are SPEC §9's (languages 1 uz, 2 ru, 3 en). */
export const studyLanguages = [
  { id: 1, code: 'uz', name_uz: "O'zbek", name_ru: 'Узбекский' },
  { id: 2, code: 'ru', name_uz: 'Rus', name_ru: 'Русский' },
  { id: 3, code: 'en', name_uz: 'Ingliz', name_ru: 'Английский' },
];

export const studyForms = [
  { id: 1, code: 'kunduzgi', name_uz: 'Kunduzgi', name_ru: 'Очная' },
  { id: 2, code: 'sirtqi', name_uz: 'Sirtqi', name_ru: 'Заочная' },
  { id: 3, code: 'kechki', name_uz: 'Kechki', name_ru: 'Вечерняя' },
];

/** Admission campaigns seeded for every university: 2 years × 2 languages × 2 study forms. */
export const ADMISSION_YEARS = [2025, 2024];
export const ADMISSION_LANGUAGES = [1, 2];
export const ADMISSION_FORMS = [1, 2];
