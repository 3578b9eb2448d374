import { z } from 'zod';

/** `/remotes.json`: ops-owned map of remote name → version in service and its entry URL. */
export const manifestSchema = z.object({
  remotes: z.record(
    z.string().regex(/^[a-z][a-z0-9-]*$/),
    z.object({
      version: z.string().min(1),
      entry: z.string().min(1),
      previous: z.array(z.string()).optional(),
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

let current: Promise<Manifest> | null = null;

async function fetchManifest(): Promise<Manifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return manifestSchema.parse(await response.json());
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
