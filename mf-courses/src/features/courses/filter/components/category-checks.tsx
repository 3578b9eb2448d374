import { useTranslation } from '@platform/shared/i18n';
import type { CourseCategory } from '@platform/shared/courses';
import { NS } from '../../../../lib/i18n';
import styles from './filter-page.module.css';

/** The categories as checkboxes (any of them); none checked is every category. */
export function CategoryChecks({
  categories,
  value,
  onChange,
}: {
  categories: CourseCategory[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation(NS);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id].sort((a, b) => a - b) : value.filter((v) => v !== id));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('filter.categories')}</legend>
      <div className={styles.chips}>
        {categories.map((category) => (
          <label key={category.id} className={styles.chip}>
            <input type="checkbox" checked={value.includes(category.id)} onChange={(e) => toggle(category.id, e.target.checked)} />
            <span>{category.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
