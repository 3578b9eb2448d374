import { remotesManifestSchema, type RemotesManifest } from '@platform/shared/contracts';

export type Manifest = RemotesManifest;

let current: Promise<Manifest> | null = null;

async function fetchManifest(): Promise<Manifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
}

/** The manifest of this page load; `refresh` fetches it again (used by retry). */
export function getManifest(refresh = false): Promise<Manifest> {
  if (!current || refresh) {
    current = fetchManifest().catch((error) => {
      current = null;
      throw error;
    });
  }
  return current;
}
