import { paths } from '@platform/shared/routes';

/** SPEC §2 "Home": marketing counts. */
export const MARKETING = { dtm: 2849, topic: 649, auto: 120, nationalCertificate: 60, courseDiscount: 10 } as const;

/**
 * The test-category slider. `count`: the marketing count ("2849 ta test"); `fact`: the card's own
 * count line instead (`home.categories.{id}.count`: a block test is 30 questions of one subject,
 * SPEC §9), so it lines up with its neighbours (issue 31).
 */
export const testCategories = [
  { id: 'dtm', to: paths.dtm, count: MARKETING.dtm, colour: '#1a56db' },
  { id: 'topic', to: paths.topicTests, count: MARKETING.topic, colour: '#7c3aed' },
  { id: 'nationalCertificate', to: paths.nationalCertificate, count: MARKETING.nationalCertificate, colour: '#059669' },
  { id: 'auto', to: paths.autotest, count: MARKETING.auto, colour: '#ea580c' },
  { id: 'block', to: paths.blockTest, count: null, fact: true, colour: '#0891b2' },
  { id: 'virtual', to: paths.virtual, count: null, colour: '#db2777' },
  { id: 'presidentSchool', to: paths.presidentSchool, count: null, colour: '#4f46e5' },
  { id: 'olympiads', to: paths.olympiads, count: null, colour: '#ca8a04' },
] as const;
