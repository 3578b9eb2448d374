import { remotesManifestSchema, type RemotesManifest } from '@platform/shared/contracts';
import { publishManifestAvailability } from '../routing/availability';

export type Manifest = RemotesManifest;

let current: Promise<Manifest> | null = null;

async function fetchManifest(): Promise<Manifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const manifest = remotesManifestSchema.parse(await response.json());
  // links into sections whose remote is not listed show as "coming soon" (issue 11)
  publishManifestAvailability(manifest.remotes);
  return manifest;
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
