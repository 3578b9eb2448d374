import { autotestResultPath, paths } from '@platform/shared/routes';

/** Addresses of this remote's pages (SPEC §2 "Auto test"). */
export const autotestPaths = {
  home: paths.autotest,
  leaderboard: `${paths.autotest}/leaderboard`,
  exam: `${paths.autotest}/test`,
  ticket: (testId: number) => `${paths.autotest}/test/${testId}`,
  mode: (mode: 'topic' | 'mistakes' | 'marathon', category?: string) =>
    `${paths.autotest}/test?mode=${mode}${category ? `&category=${encodeURIComponent(category)}` : ''}`,
  result: autotestResultPath,
  board: (testId: number | null) => `${paths.autotest}/leaderboard${testId ? `?test_id=${testId}` : ''}`,
};

/** `m:ss` (or `h:mm:ss`) of a number of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
