import { useId, useState } from 'react';
import { userMessage } from '@platform/shared/api';
import { useTranslation } from '@platform/shared/i18n';
import { MAX_PICTURE_BYTES, PICTURE_TYPES } from '@platform/shared/studio';
import { Button } from '@platform/shared/ui';
import { FileInput } from '../../../../components/file-input';
import { NS } from '../../../../lib/i18n';
import { useUploadPicture } from '../../api/upload-picture';
import styles from './editor.module.css';

type PictureType = (typeof PICTURE_TYPES)[number];
const isPictureType = (type: string): type is PictureType => (PICTURE_TYPES as readonly string[]).includes(type);

/** A file's bytes as base64 (the api takes the picture in JSON): its data URL without the prefix. */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

interface PictureFieldProps {
  value: string | undefined;
  onChange: (image: string | undefined) => void;
  error?: string;
  disabled: boolean;
}

/**
 * The item's picture: a file sent to the api, which re-encodes a raster to WebP (its address becomes
 * the item's `image`) or checks an SVG (its cleaned markup goes inline); a refusal shows its reason.
 */
export function PictureField({ value, onChange, error, disabled }: PictureFieldProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const upload = useUploadPicture();
  const [failure, setFailure] = useState<string | null>(null);
  const pick = async (file: File | null, input: HTMLInputElement) => {
    input.value = '';
    if (!file) return;
    setFailure(null);
    if (!isPictureType(file.type)) return setFailure(t('editor.pictureType'));
    if (file.size > MAX_PICTURE_BYTES) return setFailure(t('editor.pictureSize', { kb: MAX_PICTURE_BYTES / 1024 }));
    upload.mutate(
      { type: file.type, data: await base64Of(file) },
      {
        onSuccess: ({ data }) => onChange(data.svg ?? data.url),
        onError: (failed) => setFailure(userMessage(failed)),
      },
    );
  };
  const message = failure ?? error;
  return (
    <div className={styles.picture}>
      <FileInput
        id={id}
        label={t('editor.picture')}
        labelClassName={styles.fieldLabel}
        accept={PICTURE_TYPES.join(',')}
        disabled={disabled || upload.isPending}
        aria-describedby={message ? `${id}-error` : `${id}-hint`}
        onFile={(file, input) => void pick(file, input)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {upload.isPending ? t('editor.uploading') : value ? t('editor.pictureSet') : t('editor.pictureHint')}
      </p>
      {message && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {message}
        </p>
      )}
      {value && !disabled && (
        <Button type="button" variant="secondary" onClick={() => onChange(undefined)}>
          {t('editor.pictureRemove')}
        </Button>
      )}
    </div>
  );
}
