import { olympiadPath, olympiadResultsPath, paths } from '@platform/shared/routes';

/** SPEC §2 olympiad routes: `/online-olimpiadalar/olimpiada-{id}[/natijalar]`, `/online-olimpiadalar/test/{course id}`. */
export { olympiadPath, olympiadResultsPath };
export const olympiadTestPath = (courseId: number) => `${paths.olympiads}/test/${courseId}`;

/** The id of an `olimpiada-{id}` route segment, or null. */
export function olympiadIdOf(segment: string | undefined): number | null {
  const match = /^olimpiada-(\d{1,9})$/.exec(segment ?? '');
  return match ? Number(match[1]) : null;
}
