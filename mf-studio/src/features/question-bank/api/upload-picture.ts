import { useMutation } from '@tanstack/react-query';
import { api } from '@platform/shared/api';
import type * as z from 'zod/mini';
import { pictureResponse, type pictureBody } from '@platform/shared/studio';

/** POST /studio/pictures: a file, base64 in JSON; answers its address (a raster) or sanitised markup (SVG). */
export function useUploadPicture() {
  return useMutation({
    mutationFn: (body: z.input<typeof pictureBody>) => api.post('/studio/pictures', { schema: pictureResponse, body }),
  });
}
