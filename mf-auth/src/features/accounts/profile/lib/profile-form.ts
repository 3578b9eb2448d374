import type * as z from 'zod/mini';
import { type Gender } from '@platform/shared/contracts';
import type { Profile, profileUpdateBody } from '@platform/shared/accounts';
import { tashkentIsoDay } from '@platform/shared/dates';

/** SPEC §5: the birthday picker starts at this date when the profile has none. */
export const DEFAULT_BIRTHDAY = '2005-01-01';

/**
 * The edit form's raw values. They are validated with the api's own `profileUpdateBody` (same rules,
 * same messages): an unchosen gender or region is '' until picked, which the schema rejects with
 * 'validation.gender_required' / 'validation.region_required'; the region id comes as a string and
 * the schema coerces it.
 */
export type ProfileFormValues = Omit<z.input<typeof profileUpdateBody>, 'gender'> & { gender: Gender | '' };
export type ProfileUpdate = z.output<typeof profileUpdateBody>;
export const PROFILE_FORM_FIELDS = ['name', 'last_name', 'birthday', 'gender', 'address_id'] as const;
export type ProfileFormField = (typeof PROFILE_FORM_FIELDS)[number];

export function isProfileFormField(field: unknown): field is ProfileFormField {
  return typeof field === 'string' && (PROFILE_FORM_FIELDS as readonly string[]).includes(field);
}

export function profileFormDefaults(profile: Profile): ProfileFormValues {
  return {
    name: profile.full_name,
    last_name: profile.last_name,
    birthday: profile.birthday ?? '',
    gender: profile.gender ?? '',
    address_id: profile.region ? String(profile.region.id) : '',
  };
}

/** Today in Tashkent as `YYYY-MM-DD`: the latest birthday the date picker offers. */
export function todayIso(now: Date = new Date()): string {
  return tashkentIsoDay(now);
}
