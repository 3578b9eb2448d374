import { ApiError, apiUrl, toApiError } from '@platform/shared/api';
import { i18n } from '@platform/shared/i18n';
import { sessionStore } from '@platform/shared/session';
import { contentFileResponse, type ContentFileBody, type ContentFileReport } from '@platform/shared/studio-ops';

export type FileAction = 'validate' | 'import';

/** How much of the request body has gone up: a share 0–1 (null while the browser cannot tell). */
export type UploadProgress = (share: number | null) => void;

/**
 * POST /studio/content-files/{validate|import} with the file's text, through XMLHttpRequest so the
 * page can show the upload's progress (fetch has no upload events); the same headers and errors as
 * the shared api client.
 */
export function uploadContentFile(action: FileAction, body: ContentFileBody, onProgress: UploadProgress): Promise<ContentFileReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`/studio/content-files/${action}`));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', sessionStore.getState().locale);
    xhr.setRequestHeader('X-Requested-With', 'platform');
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.upload.onprogress = (event) => onProgress(event.lengthComputable ? event.loaded / event.total : null);
    xhr.upload.onload = () => onProgress(1);
    xhr.onerror = () => reject(new ApiError(i18n.t('common:errors.network'), 'network', 0, 'NETWORK'));
    xhr.onload = () => {
      const response = new Response(xhr.responseText, { status: xhr.status, headers: { 'Content-Type': 'application/json' } });
      if (!response.ok) {
        void toApiError(response).then(reject);
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      const parsed = contentFileResponse.safeParse(json);
      if (parsed.success) resolve(parsed.data.data);
      else reject(new ApiError(i18n.t('common:errors.unknown'), 'invalid-response', xhr.status, 'BAD_SHAPE'));
    };
    xhr.send(JSON.stringify(body));
  });
}
