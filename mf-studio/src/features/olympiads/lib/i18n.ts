// The olympiad pages' strings: namespace `studio/olympiads`, registered when a page of theirs loads.
import { addNamespace } from '@platform/shared/i18n';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';

export const OLYMPIADS_NS = 'studio/olympiads';

addNamespace(OLYMPIADS_NS, { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });
