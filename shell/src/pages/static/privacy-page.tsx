import { Link } from '@platform/shared/router';
import { useTranslation } from '@platform/shared/i18n';
import { paths } from '@platform/shared/routes';
import styles from './static.module.css';

/** A policy text of the shell namespace: `<name>.title`, `.intro` and one section per key. */
function PolicyArticle({
  name,
  sections,
  related,
}: {
  name: 'privacy' | 'terms';
  sections: readonly string[];
  related: 'privacy' | 'terms';
}) {
  const { t } = useTranslation('shell');
  return (
    <article className={styles.article}>
      <h1>{t(`${name}.title`)}</h1>
      <p>{t(`${name}.intro`)}</p>
      {sections.map((s) => (
        <section key={s}>
          <h2>{t(`${name}.${s}.title` as 'privacy.collect.title')}</h2>
          <p>{t(`${name}.${s}.text` as 'privacy.collect.text')}</p>
        </section>
      ))}
      <p>
        <Link to={paths[related]}>{t(`footer.${related}`)}</Link>
      </p>
    </article>
  );
}

/** /privacy: the privacy policy (noindex, SPEC §2). */
export default function PrivacyPage() {
  return <PolicyArticle name="privacy" sections={['collect', 'use', 'storage', 'sharing', 'rights', 'contact']} related="terms" />;
}

/** /terms: the terms of use the sign-in step links to (noindex). */
export function TermsPage() {
  return (
    <PolicyArticle
      name="terms"
      sections={['account', 'use', 'content', 'paid', 'results', 'liability', 'changes', 'contact']}
      related="privacy"
    />
  );
}
