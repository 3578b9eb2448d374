// `@platform/shared/standing`: where a DTM or virtual result stands, as the exam result and the
// recommendation page show it (ADR 045). A subpath of its own: only those two pages download it.
export { StandingCard } from './standing-card';
