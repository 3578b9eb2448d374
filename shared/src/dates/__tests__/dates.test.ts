import {
  formatDay,
  formatDayTime,
  formatTime,
  tashkentDayNumber,
  tashkentDayStart,
  tashkentIsoDay,
  tashkentIsoTime,
  tashkentMoment,
  tashkentWeekday,
  unixSeconds,
} from '@platform/shared/dates';

describe('Asia/Tashkent days (UTC+5, no daylight saving)', () => {
  // 2025-03-01T20:30:00Z is 01:30 on Sunday 2 March in Tashkent
  const late = Date.UTC(2025, 2, 1, 20, 30);

  it('finds the start of the Tashkent day, and of days before and after it', () => {
    expect(tashkentDayStart(late)).toBe(Date.UTC(2025, 2, 1, 19, 0));
    expect(tashkentDayStart(new Date(late), 1)).toBe(Date.UTC(2025, 2, 2, 19, 0));
    expect(tashkentDayStart(late, -6)).toBe(Date.UTC(2025, 1, 23, 19, 0));
    // a Tashkent midnight starts its own day
    expect(tashkentDayStart(Date.UTC(2025, 2, 1, 19, 0))).toBe(Date.UTC(2025, 2, 1, 19, 0));
  });

  it('numbers the Tashkent calendar date and names its weekday, Monday first', () => {
    expect(tashkentDayNumber(late)).toBe(Date.UTC(2025, 2, 2) / 86_400_000);
    expect(tashkentDayNumber(Date.UTC(2025, 2, 1, 18, 59))).toBe(Date.UTC(2025, 2, 1) / 86_400_000);
    expect(tashkentWeekday(late)).toBe(6); // Sunday
    expect(tashkentWeekday(Date.UTC(2025, 2, 2, 19, 0))).toBe(0); // Monday 3 March, 00:00
  });

  it('formats the date and time there, and gives unix seconds', () => {
    expect(formatDayTime(late)).toBe('02.03.2025 01:30');
    expect(formatDay(late)).toBe('02.03.2025');
    expect(formatTime(late + 7_000)).toBe('01:30:07');
    expect(tashkentIsoDay(late)).toBe('2025-03-02');
    // with its zone, which reads back as the same moment
    expect(tashkentIsoTime(late + 7_000)).toBe('2025-03-02T01:30:07+05:00');
    expect(Date.parse(tashkentIsoTime(late + 7_000))).toBe(late + 7_000);
    expect(unixSeconds(new Date(1_700_000_000_999))).toBe(1_700_000_000);
    expect(unixSeconds(1_700_000_000_999)).toBe(1_700_000_000);
  });

  it('finds the moment of an hour on a Tashkent calendar date; no such date is NaN', () => {
    expect(tashkentMoment('2026-06-01', 12)).toBe(Date.UTC(2026, 5, 1, 7, 0));
    expect(tashkentMoment('2026-06-01')).toBe(Date.UTC(2026, 4, 31, 19, 0));
    expect(formatDay(tashkentMoment('2026-06-01', 12))).toBe('01.06.2026');
    expect(tashkentIsoDay(tashkentMoment('2026-06-01', 12))).toBe('2026-06-01');
    for (const no of ['2026-02-30', '2026-13-01', '2026-00-10', '2026-6-1', '1 June']) expect(tashkentMoment(no, 12)).toBeNaN();
  });
});
