import type { BankRow } from '@platform/shared/studio';
import { studioPath } from '../../../lib/sections';

/** The editor of an item: its subject, topic and key. */
export const itemPath = (row: Pick<BankRow, 'subject_id' | 'topic' | 'key'>) =>
  studioPath(`bank/${row.subject_id}/${row.topic}/${row.key}`);
