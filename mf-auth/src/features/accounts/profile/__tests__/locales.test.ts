import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('profile locales', () => {
  localeFileTests(uz, ru, {
    identical: ['activity.xp', 'header.levelXp', 'header.pro', 'header.xp', 'stats.point', 'stats.seriesSummary', 'stats.weekly'],
  });
});
