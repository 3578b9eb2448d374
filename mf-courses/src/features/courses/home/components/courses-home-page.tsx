import { useTranslation } from '@platform/shared/i18n';
import { HOME_NEW_COURSES, HOME_SECTION_COURSES, TOP_TEACHERS_DEFAULT } from '@platform/shared/courses';
import { userMessage } from '@platform/shared/api';
import { ErrorState, ListPageHeader, useDocumentTitle } from '@platform/shared/ui';
import { GridSkeleton } from '../../../../components/card-skeletons';
import { useCourseList } from '../../../../api/get-course-list';
import { CourseGrid, TeacherGrid } from '../../../../components/card-lists';
import { NS } from '../../../../lib/i18n';
import { filterPath } from '../../../../lib/paths';
import { useCategoryCourses } from '../api/get-category-courses';
import { useTopCourses } from '../api/get-top-courses';
import { useTopTeachers } from '../api/get-top-teachers';
import { CourseSearch } from './course-search';
import { HomeSection } from './home-section';
import { layout } from '../../../../components/layout';
import { NEWEST } from '../first-queries';

/** /kurslar: search, popular courses, top teachers, new courses, then one section per category (SPEC §2). */
export function CoursesHomePage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('home.documentTitle'));
  const top = useTopCourses();
  const teachers = useTopTeachers();
  const newest = useCourseList(NEWEST);
  const sections = useCategoryCourses();

  return (
    <div className={layout.page}>
      <ListPageHeader title={t('home.title')} subtitle={t('home.subtitle')} />
      <CourseSearch />

      <HomeSection
        title={t('home.popular')}
        allHref={filterPath({ sort: 'popular' })}
        query={top}
        items={top.data?.data}
        skeletons={HOME_SECTION_COURSES}
      >
        {(courses) => <CourseGrid courses={courses} main />}
      </HomeSection>

      <HomeSection
        title={t('home.topTeachers')}
        allHref={filterPath({ type: 'teachers' })}
        query={teachers}
        items={teachers.data?.data}
        skeletons={TOP_TEACHERS_DEFAULT}
        teachers
      >
        {(list) => <TeacherGrid teachers={list} />}
      </HomeSection>

      <HomeSection
        title={t('home.new')}
        allHref={filterPath({ sort: 'new' })}
        query={newest}
        items={newest.data?.pages[0].data}
        skeletons={HOME_NEW_COURSES}
      >
        {(courses) => <CourseGrid courses={courses} />}
      </HomeSection>

      {sections.isPending ? (
        <div className={layout.section}>
          <GridSkeleton label={t('home.loading')} count={4} className={layout.grid} />
        </div>
      ) : sections.isError ? (
        <div className={layout.section}>
          <ErrorState message={userMessage(sections.error)} onRetry={() => void sections.refetch()} />
        </div>
      ) : (
        sections.data.data.map((section) => (
          <HomeSection
            key={section.id}
            title={section.category_name}
            allHref={filterPath({ categoryIds: String(section.id) })}
            query={sections}
            items={section.courses}
            skeletons={0}
          >
            {(courses) => <CourseGrid courses={courses} />}
          </HomeSection>
        ))
      )}
    </div>
  );
}
