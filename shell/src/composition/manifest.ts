import { remotesManifestSchema, type RemotesManifest } from '@platform/shared/contracts';
import { publishManifestAvailability } from '../routing/availability';
import { bootstrapData } from './bootstrap-data';

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

/** The manifest the server put into the page, when it is there and valid. */
function inlineManifest(): Manifest | null {
  const parsed = remotesManifestSchema.safeParse(bootstrapData().manifest);
  if (!parsed.success) return null;
  publishManifestAvailability(parsed.data.remotes);
  return parsed.data;
}

/**
 * The manifest of this page load (from the page itself when the server inlined it, else from
 * /remotes.json); `refresh` fetches it again (used by retry).
 */
export function getManifest(refresh = false): Promise<Manifest> {
  if (!current && !refresh) {
    const inline = inlineManifest();
    if (inline) current = Promise.resolve(inline);
  }
  if (!current || refresh) {
    current = fetchManifest().catch((error) => {
      current = null;
      throw error;
    });
  }
  return current;
}
