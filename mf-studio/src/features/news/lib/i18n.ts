// The news pages' strings: namespace `studio/news`, registered when a page of theirs loads.
import { addNamespace } from '@platform/shared/i18n';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';

export const NEWS_NS = 'studio/news';

addNamespace(NEWS_NS, { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });
