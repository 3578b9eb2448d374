import { layoutRule, routeTable, isProPath } from '../routing/route-table';

const entry = (path: string) => {
  const found = routeTable.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('route table', () => {
  it('maps every route of SPEC §2', () => {
    const specPaths = [
      '/profile',
      '/check/:ticketId',
      '/dtm',
      '/dtm/test',
      '/mavzuli-test/:subject/:test',
      '/natijalar/:ticketId',
      '/otmlar-royhati',
      '/pro',
      '/pro/payment',
      '/univer-tavsiya',
      '/universitetlar',
      '/virtual',
      '/virtual/test',
      '/xususiy-universitetlar',
      '/xususiy-universitetlar/:universityId/:directionName/test',
      '/yangiliklar',
      '/blok-test',
      '/login',
      '/saqlangan-testlar',
      '/yakunlanmaganlar',
      '/404',
      '/privacy',
      '/exam/:universitySlug',
      '/exam/:universitySlug/:directionSlug',
      '/online-olimpiadalar',
      '/online-olimpiadalar/:olympiad',
      '/online-olimpiadalar/:olympiad/natijalar',
      '/online-olimpiadalar/test/:id',
      '/kurslar/:slug',
      '/kurslar/filter',
      '/ustoz/:slug',
      '/avtotest',
      '/avtotest/leaderboard',
      '/avtotest/test',
      '/avtotest/test/:testId',
      '/avtotest/result/:ticketId',
      '/milliy-sertifikat',
      '/milliy-sertifikat/test',
      '/milliy-sertifikat/result',
      '/prezident-maktabi',
      '/avto-test',
    ];
    for (const path of specPaths) expect(entry(path)).toBeDefined();
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('gives every remote route a route id and every other route a page or redirect', () => {
    for (const r of routeTable) expect(Boolean(r.remote && r.routeId) || Boolean(r.page) || Boolean(r.redirect)).toBe(true);
  });

  it('hides the header on login, exam, test-taking and payment routes', () => {
    for (const path of [
      '/login',
      '/exam/:universitySlug',
      '/mavzuli-test/:subject/:test',
      '/dtm/test',
      '/pro/payment',
      '/avtotest/test/:testId',
    ]) {
      expect(layoutRule(entry(path).layout).header).toBe(false);
      expect(layoutRule(entry(path).layout).chat).toBe(false);
    }
    expect(layoutRule(entry('/universitetlar').layout).header).toBe(true);
  });

  it('hides the footer on test, login, pro, payment, exam, olympiad-test, auto-test and 404 routes', () => {
    for (const path of [
      '/mavzuli-test/:subject/:test',
      '/login',
      '/pro',
      '/pro/payment',
      '/exam/:universitySlug',
      '/online-olimpiadalar/test/:id',
      '/avtotest/test',
      '/404',
    ]) {
      expect(layoutRule(entry(path).layout).footer).toBe(false);
    }
    expect(layoutRule(entry('/').layout).footer).toBe(true);
    expect(layoutRule(entry('/universitetlar/:slug').layout).footer).toBe(true);
  });

  it('shows the mobile bottom nav on home, the main lists and the pages of its own tabs (issue 11)', () => {
    expect(layoutRule(entry('/').layout).mobileNav).toBe(true);
    for (const path of ['/profile', '/saqlangan-testlar', '/yakunlanmaganlar']) expect(layoutRule(entry(path).layout).mobileNav).toBe(true);
    expect(layoutRule(entry('/universitetlar').layout).mobileNav).toBe(true);
    expect(layoutRule(entry('/universitetlar/:slug').layout).mobileNav).toBe(false);
    expect(layoutRule(entry('/privacy').layout).mobileNav).toBe(false);
  });

  it('marks policy pages noindex', () => {
    expect(entry('/privacy').noindex).toBe(true);
    expect(entry('/terms').noindex).toBe(true);
    expect(entry('/').noindex).toBeFalsy();
  });

  it('recognises Pro pages', () => {
    expect(isProPath('/pro')).toBe(true);
    expect(isProPath('/pro/payment')).toBe(true);
    expect(isProPath('/profile')).toBe(false);
  });
});
