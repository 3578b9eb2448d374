import styles from './page-layout.module.css';

/**
 * The frame of a remote's plain pages: `page` (centred, content width), `title`, `muted`, `section`,
 * `sectionTitle`, `actions`. Remotes with a page frame of their own (courses, universities) keep it.
 */
export const pageLayout = styles;
