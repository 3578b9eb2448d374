import { useTranslation } from '@platform/shared/i18n';
import { EXAMS_NS } from '../../../lib/i18n';

const isBlock = (role: string) => role === 'block1' || role === 'block2';

/**
 * Names a ticket's sections as the tabs, the question header and the result show them: a block section
 * says it is a block ("Matematika · 1-blok"), so a mandatory subject and a block of the same subject
 * never read alike. A ticket of one block says "blok" without its number.
 */
export function useSectionLabel(sections: readonly { role: string }[]) {
  const { t } = useTranslation(EXAMS_NS);
  const blocks = sections.filter((s) => isBlock(s.role)).length;
  return (section: { name: string; role: string }): string =>
    isBlock(section.role)
      ? t('sections.label', {
          name: section.name,
          role: t(blocks > 1 ? (section.role === 'block1' ? 'sections.block1' : 'sections.block2') : 'sections.block'),
        })
      : section.name;
}
