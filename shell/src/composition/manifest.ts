import type { RemotesManifest } from '@platform/shared/contracts';
import { readRemotesManifest } from '@platform/shared/shapes';
import { publishManifestAvailability } from '../routing/availability';
import { bootstrapData } from './bootstrap-data';

export type Manifest = RemotesManifest;

let current: Promise<Manifest> | null = null;

async function fetchManifest(): Promise<Manifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const manifest = readRemotesManifest(await response.json());
  if (!manifest) throw new Error('remotes.json does not match its contract');
  // links into sections whose remote is not listed show as "coming soon" (issue 11)
  publishManifestAvailability(manifest.remotes);
  return manifest;
}

/**
 * The manifest the server put into the page, when it is there and valid (checked without zod: the
 * shell's start-up and the home page do not download it, issue 19).
 */
function inlineManifest(): Manifest | null {
  const manifest = readRemotesManifest(bootstrapData().manifest);
  if (!manifest) return null;
  publishManifestAvailability(manifest.remotes);
  return manifest;
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
