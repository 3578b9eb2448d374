import { useTranslation } from '@platform/shared/i18n';
import { MathText } from '@platform/shared/math';
import { NS } from '../../../../lib/i18n';
import styles from './review.module.css';

/** An item's fields as `path → text` (`uz.options.2 → "1/4"`); a picture's markup stays whole. */
export function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value === null || value === undefined) return out;
  if (typeof value !== 'object') {
    out.set(prefix, String(value));
    return out;
  }
  for (const [key, child] of Object.entries(value)) {
    for (const [path, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
  }
  return out;
}

/** The fields of `after` that differ from `before` (every field of a new item), in the item's order. */
export function changedFields(before: unknown, after: unknown): { path: string; before: string | null; after: string | null }[] {
  const old = flatten(before);
  const now = flatten(after);
  const paths = [...now.keys(), ...[...old.keys()].filter((path) => !now.has(path))];
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({ path, before: old.get(path) ?? null, after: now.get(path) ?? null }));
}

const shown = (path: string, text: string | null) =>
  text === null ? '—' : path === 'image' ? `${text.slice(0, 60)}…` : <MathText text={text} />;

/** What a draft changes in its item: field, the published text, the draft's text. */
export function ItemDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation(NS);
  const changes = changedFields(before, after);
  if (changes.length === 0) return <p>{t('review.noChanges')}</p>;
  return (
    <dl className={styles.diff} data-testid="item-diff">
      {changes.map((change) => (
        <div key={change.path} className={styles.change}>
          <dt className={styles.path}>{change.path}</dt>
          {before !== null && (
            <dd className={styles.before}>
              <span className={styles.tag}>{t('review.before')}</span> {shown(change.path, change.before)}
            </dd>
          )}
          <dd className={styles.after}>
            <span className={styles.tag}>{before === null ? t('review.new') : t('review.after')}</span> {shown(change.path, change.after)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
