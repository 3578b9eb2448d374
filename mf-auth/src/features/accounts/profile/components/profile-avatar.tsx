import { useState } from 'react';
import { monogram, monogramColour } from '@platform/shared/ui';
import styles from './profile-header.module.css';

/** The profile picture, or the initials on a colour of the name when there is none (or it fails to load). */
export function ProfileAvatar({ name, image }: { name: string; image: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (image && failed !== image) {
    // decorative: the name is the page heading right next to it
    return <img className={styles.avatar} src={image} alt="" width={96} height={96} decoding="async" onError={() => setFailed(image)} />;
  }
  return (
    <span
      className={`${styles.avatar} ${styles.monogram}`}
      style={{ backgroundColor: monogramColour(name) }}
      aria-hidden="true"
      data-testid="profile-monogram"
    >
      {monogram(name)}
    </span>
  );
}
