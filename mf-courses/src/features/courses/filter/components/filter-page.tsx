import { useId } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { SearchBox } from '@platform/shared/form';
import { COURSE_SEARCH_DEBOUNCE_MS } from '@platform/shared/courses';
import { Button, EmptyState, ErrorState, useDocumentTitle } from '@platform/shared/ui';
import { useCategories } from '../../../../api/get-categories';
import { useCourseList } from '../../../../api/get-course-list';
import { GridSkeleton } from '../../../../components/card-skeletons';
import { CourseGrid, TeacherGrid } from '../../../../components/card-lists';
import { NS } from '../../../../lib/i18n';
import { useTeacherList } from '../api/get-teacher-list';
import { LANGUAGES, METHODS, SORTS, VIEWS, toCourseQuery, useFilterParams } from '../hooks/use-filter-params';
import { CategoryChecks } from './category-checks';
import { ChoiceGroup } from './choice-group';
import { layout } from '../../../../components/layout';
import styles from './filter-page.module.css';

/** /kurslar/filter: courses or teachers, searched and filtered, with the whole state in the URL (SPEC §2). */
export function FilterPage() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  useDocumentTitle(t('filter.documentTitle'));
  const { params, setFilter } = useFilterParams();
  const teachersView = params.type === 'teachers';
  const categories = useCategories();
  const courses = useCourseList(toCourseQuery(params), !teachersView);
  const teachers = useTeacherList({ search: params.search || undefined }, teachersView);
  const list = teachersView ? teachers : courses;
  const pages = list.data?.pages ?? [];
  const total = pages[0]?.meta.total ?? 0;

  return (
    <div className={layout.page}>
      <h1 id={headingId} className={layout.title}>
        {t('filter.title')}
      </h1>
      <div className={styles.layout}>
        <section className={styles.filters} aria-label={t('filter.filters')}>
          <SearchBox
            label={t('filter.search')}
            value={params.search}
            onSearch={(search) => setFilter({ search }, { replace: true })}
            debounceMs={COURSE_SEARCH_DEBOUNCE_MS}
            placeholder={t('filter.searchPlaceholder')}
            maxLength={100}
          />
          <ChoiceGroup
            legend={t('filter.type')}
            name="type"
            options={VIEWS}
            value={params.type}
            label={(v) => t(`filter.types.${v}`)}
            onChange={(type) => setFilter({ type })}
          />
          {!teachersView && (
            <>
              <ChoiceGroup
                legend={t('filter.method')}
                name="method"
                options={METHODS}
                value={params.method}
                label={(v) => t(`filter.methods.${v}`)}
                onChange={(method) => setFilter({ method })}
              />
              <ChoiceGroup
                legend={t('filter.language')}
                name="language"
                options={LANGUAGES}
                value={params.language}
                label={(v) => t(`filter.languages.${v}`)}
                onChange={(language) => setFilter({ language })}
              />
              <ChoiceGroup
                legend={t('filter.sort')}
                name="sort"
                options={SORTS}
                value={params.sort}
                label={(v) => t(`filter.sorts.${v}`)}
                onChange={(sort) => setFilter({ sort })}
              />
              {categories.data && (
                <CategoryChecks
                  categories={categories.data.data}
                  value={params.categoryIds}
                  onChange={(categoryIds) => setFilter({ categoryIds })}
                />
              )}
            </>
          )}
        </section>

        <section className={styles.results} aria-labelledby={headingId}>
          {list.isPending ? (
            <GridSkeleton
              label={t('filter.loading')}
              count={teachersView ? 6 : 8}
              teachers={teachersView}
              className={teachersView ? layout.teacherGrid : layout.grid}
            />
          ) : list.isError && !pages.length ? (
            <ErrorState message={userMessage(list.error)} onRetry={() => void list.refetch()} />
          ) : total === 0 ? (
            <EmptyState />
          ) : (
            <>
              <p className={styles.total} role="status">
                {t('filter.total', { total })}
              </p>
              {teachersView ? (
                <TeacherGrid teachers={teachers.data?.pages.flatMap((p) => p.data) ?? []} />
              ) : (
                <CourseGrid courses={courses.data?.pages.flatMap((p) => p.data) ?? []} main />
              )}
              {list.isFetchingNextPage && (
                <GridSkeleton
                  label={t('filter.loading')}
                  count={4}
                  teachers={teachersView}
                  className={`${teachersView ? layout.teacherGrid : layout.grid} ${styles.more}`}
                />
              )}
              {list.hasNextPage && !list.isFetchingNextPage && (
                <div className={styles.loadMore}>
                  <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
                    {t('filter.loadMore')}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
