import { resolveAdmissionFilters } from '../lib/admission-filters';
import { sortColumns } from '../../../../test/factories';

const options = sortColumns().data;
const raw = (year: string | null, language: string | null = null, study: string | null = null) => ({
  year,
  language,
  study,
});

describe('resolveAdmissionFilters', () => {
  it('defaults to the first option of each list', () => {
    expect(resolveAdmissionFilters(options, raw(null))).toEqual({ year: 2025, language: 1, study: 11 });
  });

  it('keeps values that are among the options of the chosen year', () => {
    expect(resolveAdmissionFilters(options, raw('2024', '1', '13'))).toEqual({ year: 2024, language: 1, study: 13 });
  });

  it('replaces unknown or malformed values with the first option', () => {
    expect(resolveAdmissionFilters(options, raw('1999', '2', '12'))).toEqual({ year: 2025, language: 2, study: 12 });
    expect(resolveAdmissionFilters(options, raw('abc', '-1', '1e9'))).toEqual({ year: 2025, language: 1, study: 11 });
    // Russian (2) exists in 2025 but not in 2024
    expect(resolveAdmissionFilters(options, raw('2024', '2', '12'))).toEqual({ year: 2024, language: 1, study: 11 });
  });

  it('leaves out language and study when a year has none, and is null without any year', () => {
    expect(resolveAdmissionFilters([{ year: 2023, languages: [], studies: [] }], raw(null, '1', '1'))).toEqual({
      year: 2023,
      language: undefined,
      study: undefined,
    });
    expect(resolveAdmissionFilters([], raw('2025'))).toBeNull();
  });
});
