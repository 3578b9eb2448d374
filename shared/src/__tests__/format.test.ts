import { formatClock, formatPhone, formatUzs, groupDigits, pageCount, phoneDigits, scoreColour } from '@platform/shared/format';
import { formatDay, tashkentIsoDay, tashkentToday } from '@platform/shared/dates';
import { internationalDigits, maskPhone, normalizePhone, PHONE_RE } from '@platform/shared/accounts';
import { courseSearchPath, universityPath } from '@platform/shared/routes';

describe('format', () => {
  it('masks a phone as +998 ## ### ## ##', () => {
    expect(formatPhone('901234567')).toBe('+998 90 123 45 67');
    expect(formatPhone('+998 90-123-45-67')).toBe('+998 90 123 45 67');
    expect(formatPhone('9012')).toBe('+998 90 12');
    expect(phoneDigits('+998 (90) 123 45 67 89')).toBe('901234567');
  });

  it('normalises, checks and masks full numbers with the one prefix', () => {
    expect(normalizePhone('+998 90 123-45-67')).toBe('+998901234567');
    expect(normalizePhone('998901234567')).toBe('+998901234567');
    expect(normalizePhone('(90) 123 45 67')).toBe('+998901234567');
    expect(normalizePhone('+7 900 123 45 67')).toBe('+79001234567');
    expect(normalizePhone('997901234567')).toBe('997901234567');
    expect(PHONE_RE.test('+998901234567')).toBe(true);
    expect(PHONE_RE.test('+99890123456')).toBe(false);
    expect(PHONE_RE.test('998901234567')).toBe(false);
    expect(maskPhone('+998901234567')).toBe('+998 90 *** ** 67');
    expect(maskPhone('123')).toBe('123');
    expect(internationalDigits('901234567')).toBe('998901234567');
    expect(internationalDigits('+998 90 123 45 67')).toBe('998901234567');
  });

  it('groups UZS and counts with spaces', () => {
    expect(formatUzs(12500000)).toBe('12 500 000');
    expect(formatUzs(999)).toBe('999');
    expect(groupDigits(1234.6)).toBe('1 235');
  });

  it('formats dates in Asia/Tashkent (UTC+5)', () => {
    // 2025-03-01T20:30:00Z is already 2 March in Tashkent
    expect(formatDay(Date.UTC(2025, 2, 1, 20, 30))).toBe('02.03.2025');
  });

  it("tells today's Tashkent date, which starts at 19:00 UTC", () => {
    expect(tashkentToday(Date.UTC(2024, 11, 31, 18, 59))).toEqual([2024, 12, 31]);
    expect(tashkentToday(new Date(Date.UTC(2024, 11, 31, 19, 0)))).toEqual([2025, 1, 1]);
    expect(tashkentIsoDay(Date.UTC(2024, 1, 28, 19, 30))).toBe('2024-02-29');
  });

  it('formats a countdown as hh:mm:ss', () => {
    expect(formatClock(3725)).toBe('01:02:05');
    expect(formatClock(-5)).toBe('00:00:00');
  });

  it('colours scores by the SPEC §9 thresholds', () => {
    expect(scoreColour(9, 10)).toBe('green');
    expect(scoreColour(7, 10)).toBe('blue');
    expect(scoreColour(5, 10)).toBe('yellow');
    expect(scoreColour(3, 10)).toBe('orange');
    expect(scoreColour(2, 10)).toBe('red');
    expect(scoreColour(0, 0)).toBe('gray');
  });

  it('counts pages with ceil', () => {
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(0, 12)).toBe(0);
  });
});

describe('routes', () => {
  it('ignores blank course searches and encodes the trimmed text', () => {
    expect(courseSearchPath('   ')).toBeNull();
    expect(courseSearchPath('  ingliz tili & IELTS ')).toBe('/kurslar/filter?search=ingliz%20tili%20%26%20IELTS');
  });

  it('links public and private universities to their own sections', () => {
    expect(universityPath('public', 'tatu')).toBe('/universitetlar/tatu');
    expect(universityPath('private', 'inha')).toBe('/xususiy-universitetlar/inha');
  });
});
