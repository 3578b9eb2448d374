import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { localeFileTests } from '@platform/shared/test-utils';

describe('studio olympiads locales', () => {
  // '{{level}} ({{count}})' and '{{name}} ({{easy}} · {{medium}} · {{hard}})' hold no words of their own
  localeFileTests(uz, ru, { identical: ['section.levelCount', 'section.topicCounts'] });
});
