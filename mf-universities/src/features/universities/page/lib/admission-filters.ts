import { universityBallQuery, type SortOption } from '@platform/shared/contracts';
import { parseParam } from '../../../../lib/parse-param';

export interface AdmissionFilters {
  year: number;
  language?: number;
  study?: number;
}

export interface RawAdmissionFilters {
  year: string | null;
  language: string | null;
  study: string | null;
}

const shape = universityBallQuery.shape;

function pick(list: { id: number }[], wanted: number | undefined): number | undefined {
  return list.some((item) => item.id === wanted) ? wanted : list[0]?.id;
}

/**
 * The admission filters to use for the query-string values: each one kept when it is one of the
 * options (languages and studies of the chosen year), else the first option. `null` when the
 * university has no admission data at all.
 */
export function resolveAdmissionFilters(options: SortOption[], raw: RawAdmissionFilters): AdmissionFilters | null {
  if (options.length === 0) return null;
  const wantedYear = parseParam(shape.year, raw.year, undefined);
  const option = options.find((o) => o.year === wantedYear) ?? options[0];
  return {
    year: option.year,
    language: pick(option.languages, parseParam(shape.language, raw.language, undefined)),
    study: pick(option.studies, parseParam(shape.study, raw.study, undefined)),
  };
}

/** The query-string form of the filters (`undefined` = absent). */
export function toRaw(filters: AdmissionFilters): RawAdmissionFilters {
  return {
    year: String(filters.year),
    language: filters.language === undefined ? null : String(filters.language),
    study: filters.study === undefined ? null : String(filters.study),
  };
}

export function sameRaw(a: RawAdmissionFilters, b: RawAdmissionFilters): boolean {
  return a.year === b.year && a.language === b.language && a.study === b.study;
}
