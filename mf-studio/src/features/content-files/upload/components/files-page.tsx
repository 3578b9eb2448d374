import { useId, useState } from 'react';
import { useTranslation } from '@platform/shared/i18n';
import { userMessage } from '@platform/shared/api';
import { Button, pageLayout as layout } from '@platform/shared/ui';
import { CONTENT_FILE_MAX_CHARS, type ContentFileReport } from '@platform/shared/studio-ops';
import { FileInput } from '../../../../components/file-input';
import { NS } from '../../../../lib/i18n';
import { uploadContentFile, type FileAction } from '../../api/upload-file';
import { FileReport } from './file-report';
import { ImportJob } from './import-job';
import styles from './files.module.css';

type Step = { kind: 'idle' } | { kind: 'uploading'; action: FileAction; share: number | null } | { kind: 'failed'; message: string };

/** /studio/files: a content file checked (every problem with its path) and imported, as `npm run content` does. */
export function FilesPage() {
  const { t } = useTranslation(NS);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [report, setReport] = useState<ContentFileReport | null>(null);

  const send = async (action: FileAction) => {
    if (!file) return;
    setReport(null);
    setStep({ kind: 'uploading', action, share: 0 });
    try {
      const text = await file.text();
      if (text.length > CONTENT_FILE_MAX_CHARS) {
        setStep({ kind: 'failed', message: t('files.tooLarge') });
        return;
      }
      const answer = await uploadContentFile(action, { name: file.name, text }, (share) => setStep({ kind: 'uploading', action, share }));
      setReport(answer);
      setStep({ kind: 'idle' });
    } catch (error) {
      setStep({ kind: 'failed', message: userMessage(error) });
    }
  };

  const busy = step.kind === 'uploading';
  return (
    <section aria-labelledby="files-title">
      <h1 id="files-title" className={layout.title}>
        {t('sections.files.title')}
      </h1>
      <p className={layout.muted}>{t('files.intro')}</p>
      <div className={styles.picker}>
        <FileInput
          id={inputId}
          label={t('files.choose')}
          labelClassName={styles.label}
          accept=".json,application/json"
          onFile={(chosen) => {
            setFile(chosen);
            setReport(null);
            setStep({ kind: 'idle' });
          }}
        />
        <div className={styles.buttons}>
          <Button variant="secondary" disabled={!file || busy} onClick={() => void send('validate')}>
            {t('files.validate')}
          </Button>
          <Button disabled={!file || busy} onClick={() => void send('import')}>
            {t('files.import')}
          </Button>
        </div>
      </div>
      {step.kind === 'uploading' && (
        <div className={styles.progress}>
          <label htmlFor={`${inputId}-progress`}>{t(step.action === 'import' ? 'files.uploadingImport' : 'files.uploading')}</label>
          <progress id={`${inputId}-progress`} max={1} value={step.share ?? undefined} className={styles.bar} />
          <span aria-hidden="true">{step.share === null ? '' : `${Math.round(step.share * 100)}%`}</span>
        </div>
      )}
      {step.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {step.message}
        </p>
      )}
      {report && <FileReport report={report} />}
      {report?.job && <ImportJob job={report.job} />}
    </section>
  );
}
