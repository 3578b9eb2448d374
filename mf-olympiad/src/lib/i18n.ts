export const NS = 'olympiad';
