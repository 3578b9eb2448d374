/**
 * Shapes of the static seed data (regions, subjects, universities).
 * Data only: the seeding logic lives elsewhere.
 */

export interface DistrictSeed {
  name_uz: string;
  name_ru: string;
}

export interface RegionSeed {
  id: number;
  name_uz: string;
  name_ru: string;
  districts: DistrictSeed[];
}

export interface SubjectSeed {
  slug: string;
  name_uz: string;
  name_ru: string;
  color: string;
  mandatory: boolean;
}

export interface DirectionSeed {
  code: string; // 6-digit classifier-style code, e.g. '60610100'
  name_uz: string;
  name_ru: string;
  subject_1: string; // SubjectSeed.slug of the 1st specialised subject
  subject_2: string; // SubjectSeed.slug of the 2nd specialised subject
  grant_ball: number | null; // typical grant passing score out of 189 (null for private universities: no grant)
  grant_count: number; // grant places (0 for private)
  contract_ball: number; // contract passing score out of 189
  contract_count: number; // contract places
}

export interface UniversitySeed {
  slug: string; // kebab-case latin, unique
  type: 'public' | 'private';
  name_uz: string;
  name_ru: string;
  description_uz: string; // 1–2 sentences
  description_ru: string;
  long_description_uz: string; // 3–6 sentences
  long_description_ru: string;
  region_id: number; // RegionSeed.id
  address_uz: string;
  address_ru: string;
  phone: string; // '+998 71 ...' style
  email: string;
  site: string; // site is a full https URL
  telegram: string | null; // full URLs or null
  instagram: string | null;
  youtube: string | null;
  latitude: number;
  longitude: number;
  students_count: number;
  graduate_students_count: number;
  courses_count: number;
  experience_years_count: number;
  min_contract_price: number; // UZS per year, integers
  max_contract_price: number;
  is_recommended: boolean;
  directions: DirectionSeed[]; // at least 5
}
