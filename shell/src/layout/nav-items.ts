import { paths } from '@platform/shared/routes';

/** Header nav of SPEC §2 (Battle is added when configured). */
export const headerNav = [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.topicTests, label: 'nav.topicTests' },
  { to: paths.autotest, label: 'nav.autotest' },
  { to: paths.blockTest, label: 'nav.blockTest' },
  { to: paths.universities, label: 'nav.universities' },
  { to: paths.news, label: 'nav.news' },
  { to: paths.courses, label: 'nav.courses' },
] as const;

/** The 5 items of the mobile bottom nav (a fifth of a 320 px phone each: short labels, never broken mid-word). */
export const mobileNav = [
  { to: paths.home, label: 'nav.home', icon: 'home', end: true },
  { to: paths.topicTests, label: 'nav.tests', icon: 'tests' },
  { to: paths.autotest, label: 'nav.autotest', icon: 'car' },
  { to: paths.universities, label: 'nav.universitiesShort', icon: 'uni' },
  { to: paths.profile, label: 'nav.profile', icon: 'user' },
] as const;
