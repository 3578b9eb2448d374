import { useTranslation } from '@platform/shared/i18n';
import { NS } from '../../../lib/i18n';

/** The `<option>`s of an item's difficulty, 1–3 by name. */
export function DifficultyOptions() {
  const { t } = useTranslation(NS);
  return (
    <>
      {([1, 2, 3] as const).map((d) => (
        <option key={d} value={d}>
          {t(`bank.difficulties.${d}`)}
        </option>
      ))}
    </>
  );
}
