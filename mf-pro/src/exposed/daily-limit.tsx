// The daily-limit dialog, loaded by the shell when any remote emits `pro:daily-limit` (no Pro route visited).
import { addNamespace } from '@platform/shared/i18n';
import uz from '../locales/uz.json';
import ru from '../locales/ru.json';
import { NS } from '../lib/i18n';
import { DailyLimitDialog } from '../features/payments/daily-limit/components/daily-limit-dialog';

addNamespace(NS, { uz, 'uz-Cyrl': () => import('../locales/uz.json?uz-Cyrl'), ru });

export default DailyLimitDialog;
