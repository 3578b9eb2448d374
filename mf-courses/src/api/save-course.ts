import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import { saveCourseResponse, type CourseDetail, type SaveCourseBody } from '@platform/shared/courses';
import { courseKeys } from '../lib/course-keys';
import { useViewer } from '@platform/shared/session';

/** POST /teacher-course/save-course {teacher_course_id, action}: signed-in users only; repeating is harmless. */
export function saveCourse(body: SaveCourseBody) {
  return api.post('/teacher-course/save-course', { schema: saveCourseResponse, body });
}

/**
 * Saves or unsaves a course. On success the course page's flag is flipped in place (SPEC §4) and the
 * lists that show the card are refetched.
 */
export function useSaveCourse(slug: string) {
  const client = useQueryClient();
  const { locale, userId } = useViewer();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: ({ data }) => {
      const key = courseKeys.detail(locale, userId, slug);
      client.setQueryData(key, (old: { data: CourseDetail } | undefined) =>
        old ? { data: { ...old.data, is_saved: data.is_saved } } : old,
      );
      void client.invalidateQueries({
        queryKey: courseKeys.all(locale, userId),
        predicate: (q) => q.queryKey !== key && q.queryKey[3] !== 'detail',
      });
    },
  });
}
