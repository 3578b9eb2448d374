import * as z from 'zod/mini';

/** `/remotes.json`: ops-owned map of remote name → version in service and its entry URL. */
export const remotesManifestSchema = z.object({
  remotes: z.record(
    z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)),
    z.object({
      version: z.string().check(z.minLength(1)),
      entry: z.string().check(z.minLength(1)),
      previous: z.optional(z.array(z.string())),
    }),
  ),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
