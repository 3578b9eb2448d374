import { useId, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { DESCRIPTION_CLAMP } from '@platform/shared/courses';
import { NS } from '../../../../lib/i18n';
import styles from './course-page.module.css';

/** Cuts `text` after `limit` characters at a word boundary, with an ellipsis; short texts stay whole. */
export function clampText(text: string, limit = DESCRIPTION_CLAMP): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** SPEC §2, §9: a description longer than 300 characters collapses, with show more / show less. */
export function CourseDescription({ text }: { text: string }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > DESCRIPTION_CLAMP;
  return (
    <div>
      <p id={id} className={styles.description}>
        {long && !open ? clampText(text) : text}
      </p>
      {long && (
        <button type="button" className={styles.textButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {t(open ? 'course.showLess' : 'course.showMore')}
        </button>
      )}
    </div>
  );
}
