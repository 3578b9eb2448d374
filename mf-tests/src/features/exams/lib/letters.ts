/** The letters of an exam question's options, in order (the screen and the result page show them). */
export const LETTERS = ['A', 'B', 'C', 'D'] as const;
