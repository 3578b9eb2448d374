// Test data that matches the api contracts: every factory parses its result with the zod schema,
// so a test cannot drift from what the api really sends.
import {
  addressResponse,
  admissionDirectionSchema,
  sortOptionSchema,
  universityCardSchema,
  universityDetailSchema,
  universityListResponse,
  type AdmissionDirection,
  type SortOption,
  type UniversityCard,
  type UniversityDetail,
} from '@platform/shared/contracts';
import { programSchema, type Program } from '@platform/shared/programs';

export function universityCard(overrides: Partial<UniversityCard> = {}): UniversityCard {
  return universityCardSchema.parse({
    id: 7,
    slug: 'tatu',
    name: 'Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universiteti',
    description: 'Axborot-kommunikatsiya texnologiyalari sohasida kadrlar tayyorlovchi yetakchi oliy taʼlim muassasasi.',
    type: 'public',
    logo: null,
    region: { id: 14, name: 'Toshkent shahri' },
    min_contract_price: 12_000_000,
    max_contract_price: 18_500_000,
    direction_count: 24,
    students_count: 18_000,
    is_recommended: false,
    ...overrides,
  });
}

export function universityDetail(overrides: Partial<UniversityDetail> = {}): UniversityDetail {
  return universityDetailSchema.parse({
    ...universityCard(),
    long_description:
      "Universitet 1955-yilda tashkil etilgan. Bugungi kunda unda 9 ta fakultet faoliyat yuritadi.\nTalabalar zamonaviy laboratoriyalarda amaliy mashg'ulotlar o'tadi.",
    image: null,
    site: 'https://tuit.uz',
    phone: '+998712386400',
    email: 'info@tuit.uz',
    address: "Toshkent sh., Amir Temur ko'chasi, 108",
    map: null,
    latitude: 41.3409,
    longitude: 69.2865,
    telegram: null,
    instagram: null,
    youtube: null,
    youtube_embed: null,
    admission_start_date: null,
    admission_end_date: null,
    file: null,
    graduate_students_count: null,
    courses_count: null,
    experience_years_count: null,
    ...overrides,
  });
}

export function privateUniversityDetail(overrides: Partial<UniversityDetail> = {}): UniversityDetail {
  return universityDetail({
    id: 31,
    slug: 'webster-tashkent',
    name: 'Webster University in Tashkent',
    description: 'Amerika taʼlim dasturlari asosidagi xususiy universitet.',
    type: 'private',
    logo: 'https://cdn.example.uz/universities/webster.png',
    min_contract_price: 45_000_000,
    max_contract_price: 60_000_000,
    site: 'webster.uz',
    phone: '+998 78 120 00 00',
    email: 'admissions@webster.uz',
    address: "Toshkent sh., Navoiy ko'chasi, 13",
    latitude: null,
    longitude: null,
    telegram: '@webster_tashkent',
    instagram: 'https://www.instagram.com/webster.tashkent',
    youtube: null,
    students_count: 2_400,
    graduate_students_count: 1_150,
    courses_count: 18,
    experience_years_count: 6,
    ...overrides,
  });
}

export function listResponse(items: UniversityCard[], meta: Partial<{ page: number; total: number; page_count: number }> = {}) {
  const total = meta.total ?? items.length;
  return universityListResponse.parse({
    data: items,
    meta: { page: meta.page ?? 1, size: 12, total, page_count: meta.page_count ?? Math.ceil(total / 12) },
  });
}

const REGION_NAMES = [
  "Qoraqalpog'iston Respublikasi",
  'Andijon viloyati',
  'Buxoro viloyati',
  'Jizzax viloyati',
  'Qashqadaryo viloyati',
  'Navoiy viloyati',
  'Namangan viloyati',
  'Samarqand viloyati',
  'Surxondaryo viloyati',
  'Sirdaryo viloyati',
  'Toshkent viloyati',
  "Farg'ona viloyati",
  'Xorazm viloyati',
  'Toshkent shahri',
];

export function addresses() {
  return addressResponse.parse({ data: REGION_NAMES.map((name, i) => ({ id: i + 1, parent_id: null, name })) });
}

export function sortOption(overrides: Partial<SortOption> = {}): SortOption {
  return sortOptionSchema.parse({
    year: 2025,
    languages: [
      { id: 1, name: 'Oʻzbek' },
      { id: 2, name: 'Rus' },
    ],
    studies: [
      { id: 11, name: 'Kunduzgi' },
      { id: 12, name: 'Sirtqi' },
    ],
    ...overrides,
  });
}

/** Newest year first, as the api sends them. 2024 has no Russian groups. */
export function sortColumns() {
  return {
    data: [
      sortOption(),
      sortOption({
        year: 2024,
        languages: [{ id: 1, name: 'Oʻzbek' }],
        studies: [
          { id: 11, name: 'Kunduzgi' },
          { id: 13, name: 'Kechki' },
        ],
      }),
    ],
  };
}

export function direction(overrides: Partial<AdmissionDirection> = {}): AdmissionDirection {
  return admissionDirectionSchema.parse({
    direction_name: 'Dasturiy injiniring',
    direction_code: '60610500',
    grant_ball: 182.4,
    grant_count: 25,
    contract_ball: 151.2,
    contract_count: 120,
    subject_1: 'Matematika',
    subject_2: 'Fizika',
    ...overrides,
  });
}

/** A private university's program (SPEC §3 program card). */
export function program(overrides: Partial<Program> = {}): Program {
  return programSchema.parse({
    id: 7,
    slug: '60610100-uz',
    name: 'Kompyuter injiniringi',
    university_id: 31,
    university_name: 'Webster universiteti',
    university_slug: 'webster',
    language: 'Oʻzbek',
    study_form: 'Kunduzgi',
    contract_price: 32_500_000,
    requirements: 'Pasport nusxasi, attestat va 3×4 rasm.',
    passing_score: 56,
    test_available: false,
    subjects: [
      { id: 1, name: 'Matematika', question_count: 20, points: 3 },
      { id: 2, name: 'Fizika', question_count: 20, points: 2 },
    ],
    total_question_count: 40,
    max_score: 100,
    duration: 60,
    duration_years: 4,
    application_id: null,
    ...overrides,
  });
}
