// The programs page's first queries (`first` of /otmlar-royhati, ADR 034): the page of programs its query
// string asks for, as the visitor (a card says whether they applied), and the subject picker's options,
// from the page's own factories; the server renders the page with them (issue 33, ADR 060).
import type { RouteRequest } from '@platform/shared/routes';
import { programSubjectsQueryOptions, programsQueryOptions } from './api/programs-api';
import { programParamsOf } from './hooks/use-program-params';

export function programsQueries({ locale, userId, search }: RouteRequest) {
  const { page, subject, university } = programParamsOf(search);
  return [programsQueryOptions(locale, userId, { page, subject, university }), programSubjectsQueryOptions(locale)];
}
