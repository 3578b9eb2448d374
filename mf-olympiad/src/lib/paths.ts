import { paths } from '@platform/shared/routes';

/** SPEC §2 olympiad routes: `/online-olimpiadalar/olimpiada-{id}[/natijalar]`, `/online-olimpiadalar/test/{course id}`. */
export const olympiadPath = (id: number) => `${paths.olympiads}/olimpiada-${id}`;
export const olympiadResultsPath = (id: number) => `${olympiadPath(id)}/natijalar`;
export const olympiadTestPath = (courseId: number) => `${paths.olympiads}/test/${courseId}`;

/** The id of an `olimpiada-{id}` route segment, or null. */
export function olympiadIdOf(segment: string | undefined): number | null {
  const match = /^olimpiada-(\d{1,9})$/.exec(segment ?? '');
  return match ? Number(match[1]) : null;
}
