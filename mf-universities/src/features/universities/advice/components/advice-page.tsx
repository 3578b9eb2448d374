import { useId, useMemo, useState, type FormEvent } from 'react';
import { adviceQuery, ADVICE_MAX_BALL, type AdviceItem } from '@platform/shared/advice';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { Link, useSearchParams } from '@platform/shared/router';
import { paths, universityPath } from '@platform/shared/routes';
import { Button, EmptyState, ErrorState, LoadingRegion, Skeleton, useDocumentTitle } from '@platform/shared/ui';
import { Select, TextInput, useValidationText } from '@platform/shared/form';
import { StandingCard } from '@platform/shared/standing';
import { NS } from '../../../../lib/i18n';
import { useAdvice, type AdviceForm } from '../api/advice-api';
import { formFromUrl } from '../lib/advice-url';
import { LearningCentres } from './learning-centres';
import styles from './advice.module.css';

const pairValue = (a: number, b: number) => `${a}-${b}`;

/** /univer-tavsiya: directions of a subject pair ranked against the user's best mock result or a typed-in score. */
export function AdvicePage() {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const form = useMemo(() => formFromUrl(search), [search]);
  const advice = useAdvice(form);
  useDocumentTitle(t('advice.documentTitle'));

  const basis = advice.data?.basis ?? null;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {t('advice.title')}
        </h1>
        <p className={styles.subtitle}>{t('advice.subtitle')}</p>
      </header>

      <details className={styles.how}>
        <summary>{t('advice.how.title')}</summary>
        <p>{t('advice.how.score')}</p>
        <p>{t('advice.how.topic')}</p>
        <p>{t('advice.how.order')}</p>
        <p>{t('advice.how.caveat')}</p>
      </details>

      {advice.isPending ? (
        <LoadingRegion label={t('advice.loading')} className={styles.list}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="6rem" />
          ))}
        </LoadingRegion>
      ) : advice.isError ? (
        <ErrorState message={userMessage(advice.error)} onRetry={() => void advice.refetch()} />
      ) : (
        <>
          {basis && (
            <p className={styles.basis} data-testid="advice-basis">
              {t(`advice.basis.${basis.source}`, {
                ball: basis.ball.toLocaleString('ru-RU'),
                max: basis.max_ball,
                subject1: basis.subject_1.name,
                subject2: basis.subject_2.name,
              })}
            </p>
          )}
          {/* based on a finished exam: where it stands, the exam result's own figures (ADR 045) */}
          {advice.data.standing && <StandingCard standing={advice.data.standing} adviceLink={false} />}
          <AdviceFormView
            key={form ? pairValue(form.subject_1, form.subject_2) + form.ball : 'none'}
            pairs={advice.data.pairs}
            initial={form ?? (basis ? { subject_1: basis.subject_1.id, subject_2: basis.subject_2.id, ball: basis.ball } : null)}
            onSubmit={(next) =>
              setSearch(
                new URLSearchParams({ subject_1: String(next.subject_1), subject_2: String(next.subject_2), ball: String(next.ball) }),
              )
            }
            onReset={form ? () => setSearch(new URLSearchParams()) : undefined}
          />
          {basis ? (
            advice.data.items.length === 0 ? (
              <EmptyState />
            ) : (
              <>
                <h2 className={styles.sectionTitle}>
                  {t('advice.listTitle', { count: advice.data.total, shown: advice.data.items.length })}
                </h2>
                <ol className={styles.list} aria-label={t('advice.listLabel')}>
                  {advice.data.items.map((item, i) => (
                    <li key={`${item.university_id}-${item.direction_code}-${item.language}-${item.study}-${i}`}>
                      <AdviceCard item={item} />
                    </li>
                  ))}
                </ol>
              </>
            )
          ) : (
            <p className={styles.hint}>{t('advice.noBasis')}</p>
          )}
          {basis && <LearningCentres subjectIds={[basis.subject_1.id, basis.subject_2.id]} />}
        </>
      )}
    </section>
  );
}

function AdviceCard({ item }: { item: AdviceItem }) {
  const { t } = useTranslation(NS);
  const score = (v: number | null) => (v === null ? t('advice.card.none') : v.toLocaleString('ru-RU'));
  return (
    <article className={styles.card} data-testid="advice-item">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{item.direction_name}</h3>
        <span className={`${styles.chance} ${styles[item.chance]}`}>{t(`advice.chance.${item.chance}`)}</span>
      </div>
      <p className={styles.cardUniversity}>
        <Link to={universityPath(item.university_type, item.university_slug)}>{item.university_name}</Link>
      </p>
      <p className={styles.cardMeta}>
        {item.direction_code} · {item.language} · {item.study} · {item.year}
      </p>
      <dl className={styles.scores}>
        <div>
          <dt>{t('advice.card.grant')}</dt>
          <dd>{score(item.grant_ball)}</dd>
        </div>
        <div>
          <dt>{t('advice.card.contract')}</dt>
          <dd>{score(item.contract_ball)}</dd>
        </div>
      </dl>
      <p className={styles.gap}>{t(`advice.gap.${item.chance}`, { gap: item.gap })}</p>
    </article>
  );
}

interface FormViewProps {
  pairs: { blok1_id: number; blok1_name: string; blok2_id: number; blok2_name: string }[];
  initial: AdviceForm | null;
  onSubmit: (form: AdviceForm) => void;
  onReset?: () => void;
}

/** The short form: a subject pair (as the directions offer them) and the expected score. */
function AdviceFormView({ pairs, initial, onSubmit, onReset }: FormViewProps) {
  const { t } = useTranslation(NS);
  const text = useValidationText();
  const [pair, setPair] = useState(initial ? pairValue(initial.subject_1, initial.subject_2) : '');
  const [ball, setBall] = useState(initial ? String(initial.ball) : '');
  const [errors, setErrors] = useState<{ pair?: string; ball?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [s1, s2] = pair ? pair.split('-') : [undefined, undefined];
    const parsed = adviceQuery.safeParse({ subject_1: s1, subject_2: s2, ball: ball.trim().replace(',', '.') || undefined });
    if (!pair || !ball.trim()) {
      setErrors({
        pair: pair ? undefined : text('validation.advice_form_incomplete'),
        ball: ball.trim() ? undefined : text('validation.advice_ball_range'),
      });
      return;
    }
    if (!parsed.success) {
      setErrors({ ball: text(parsed.error.issues[0]?.message) });
      return;
    }
    setErrors({});
    onSubmit({ subject_1: parsed.data.subject_1!, subject_2: parsed.data.subject_2!, ball: parsed.data.ball! });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('advice.form.title')}>
      <h2 className={styles.formTitle}>{t('advice.form.title')}</h2>
      <div className={styles.formFields}>
        <Select
          label={t('advice.form.pair')}
          value={pair}
          onChange={(e) => setPair(e.target.value)}
          placeholder={t('advice.form.pairPlaceholder')}
          error={errors.pair}
          required
        >
          {pairs.map((p) => (
            <option key={pairValue(p.blok1_id, p.blok2_id)} value={pairValue(p.blok1_id, p.blok2_id)}>
              {p.blok1_name} + {p.blok2_name}
            </option>
          ))}
        </Select>
        <TextInput
          label={t('advice.form.ball', { max: ADVICE_MAX_BALL })}
          inputMode="decimal"
          value={ball}
          onChange={(e) => setBall(e.target.value)}
          error={errors.ball}
          required
        />
      </div>
      <div className={styles.formActions}>
        <Button type="submit">{t('advice.form.submit')}</Button>
        {onReset && (
          <Button type="button" variant="secondary" onClick={onReset}>
            {t('advice.form.reset')}
          </Button>
        )}
        <Link to={paths.dtm} className={styles.dtmLink}>
          {t('advice.form.takeDtm')}
        </Link>
      </div>
    </form>
  );
}
