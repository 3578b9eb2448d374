import { parseProfileId, truncateName } from '../lib/format';
import { profileFormDefaults, todayIso } from '../lib/profile-form';
import { facebookShareUrl, profileUrl, telegramShareUrl } from '../lib/share';
import { ApiError, userMessage } from '@platform/shared/api';
import common from '@platform/shared/locales/uz.json';
import { makeProfile } from './helpers';

describe('profile helpers', () => {
  it('truncates subject names to 10 characters (SPEC §9)', () => {
    expect(truncateName('Matematika')).toBe('Matematika');
    expect(truncateName('Ona tili va adabiyot')).toBe('Ona tili v…');
    expect(truncateName('Информатика')).toBe('Информатик…');
    expect(truncateName('  Fizika  ')).toBe('Fizika');
  });

  it('accepts only positive integer ids from the URL', () => {
    expect(parseProfileId(undefined)).toBeUndefined();
    expect(parseProfileId('42')).toBe(42);
    expect(parseProfileId('2147483647')).toBe(2147483647);
    for (const bad of ['', '0', '2147483648', '4.2', '1e3', ' 4', 'abc']) expect(parseProfileId(bad)).toBeNull();
  });

  it("prefers the server's localised message, then the client's", () => {
    const withBody = new ApiError('Noma\u2019lum xatolik', 'http', 429, 'RATE_LIMITED', { message: 'Koʻp urinish', code: 'RATE_LIMITED' });
    expect(userMessage(withBody)).toBe('Koʻp urinish');
    expect(userMessage(new ApiError('Internet yo\u2019q', 'network', 0, 'NETWORK'))).toBe(common.errors.network);
    expect(userMessage('nonsense')).toBe(common.errors.unknown);
  });

  it('fills the form from the profile, with empty values for what is missing', () => {
    expect(profileFormDefaults(makeProfile())).toEqual({
      name: 'Aziz',
      last_name: 'Karimov',
      birthday: '2007-05-01',
      gender: 'erkak',
      address_id: '14',
    });
    expect(profileFormDefaults(makeProfile({ birthday: null, gender: null, region: null }))).toMatchObject({
      birthday: '',
      gender: '',
      address_id: '',
    });
  });

  it('knows today in Tashkent (UTC+5) for the picker maximum', () => {
    expect(todayIso(new Date('2025-03-01T18:59:00Z'))).toBe('2025-03-01');
    expect(todayIso(new Date('2025-03-01T19:00:00Z'))).toBe('2025-03-02');
  });

  it('builds share links', () => {
    expect(profileUrl(7, 'https://example.uz')).toBe('https://example.uz/profile/7');
    expect(telegramShareUrl('https://example.uz/profile/7', 'Aziz & co')).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fexample.uz%2Fprofile%2F7&text=Aziz%20%26%20co',
    );
    expect(facebookShareUrl('https://example.uz/profile/7')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.uz%2Fprofile%2F7',
    );
  });
});
