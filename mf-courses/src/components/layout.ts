import { listPage } from '@platform/shared/ui';
import local from './layout.module.css';

/** The courses pages' classes: the shared list-page frame (four course columns on wide screens) and this remote's sections. */
export const layout: Readonly<Record<string, string>> = {
  ...local,
  page: listPage.page,
  title: listPage.title,
  grid: `${listPage.grid} ${listPage.cols4}`,
};
