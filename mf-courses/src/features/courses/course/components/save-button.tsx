import { bus } from '@platform/shared/events';
import { useTranslation } from '@platform/shared/i18n';
import { userMessage } from '@platform/shared/api';
import { Button } from '@platform/shared/ui';
import { useSaveCourse } from '../../../../api/save-course';
import { NS } from '../../../../lib/i18n';
import { useViewer } from '@platform/shared/session';

/**
 * The save toggle (SPEC §4): add or remove, the flag flipped when the api agrees. Signed out it only
 * says 'register to save courses' (SPEC §5).
 */
export function SaveButton({ courseId, slug, saved }: { courseId: number; slug: string; saved: boolean }) {
  const { t } = useTranslation(NS);
  const { signedIn } = useViewer();
  const save = useSaveCourse(slug);
  const toggle = () => {
    if (!signedIn) {
      bus.emit('toast', { kind: 'info', message: t('course.registerToSave') });
      return;
    }
    save.mutate(
      { teacher_course_id: courseId, action: saved ? 'remove' : 'add' },
      {
        onSuccess: ({ data }) =>
          bus.emit('toast', { kind: 'success', message: t(data.is_saved ? 'course.savedToast' : 'course.removedToast') }),
        onError: (error) => bus.emit('toast', { kind: 'error', message: userMessage(error) }),
      },
    );
  };
  return (
    <Button variant="secondary" aria-pressed={saved} disabled={save.isPending} onClick={toggle}>
      <span aria-hidden="true">{saved ? '★ ' : '☆ '}</span>
      {t(saved ? 'course.saved' : 'course.save')}
    </Button>
  );
}
