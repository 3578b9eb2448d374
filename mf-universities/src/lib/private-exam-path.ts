/** `/exam/{universitySlug}/{directionSlug}`: the private-university exam's start dialog (mf-tests). */
export const privateExamPath = (universitySlug: string, programSlug: string) =>
  `/exam/${encodeURIComponent(universitySlug)}/${encodeURIComponent(programSlug)}`;
