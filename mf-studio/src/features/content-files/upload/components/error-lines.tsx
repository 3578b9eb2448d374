import styles from './files.module.css';

/** Problem lines as the CLI prints them (`path: message (item)`), the path set apart. */
export function ErrorLines({ lines }: { lines: string[] }) {
  return (
    <ol className={styles.errors}>
      {lines.map((line, i) => {
        const at = line.indexOf(': ');
        return (
          <li key={i}>
            {at > 0 ? (
              <>
                <code className={styles.path}>{line.slice(0, at)}</code>
                {line.slice(at)}
              </>
            ) : (
              line
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** What a file holds or an import wrote: `tests 1 · questions 4 …`. */
export function CountList({ counts }: { counts: Record<string, number> }) {
  return (
    <ul className={styles.counts}>
      {Object.entries(counts).map(([what, n]) => (
        <li key={what}>
          <span className={styles.countName}>{what.replace(/_/g, ' ')}</span> <strong>{n}</strong>
        </li>
      ))}
    </ul>
  );
}
