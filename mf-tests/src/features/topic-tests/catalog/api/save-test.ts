import { api } from '@platform/shared/api';
import { saveTestResponse, type SaveTestBody } from '@platform/shared/topic-tests';

/** POST /subject {id, status}: save (true) or unsave (false) a test. Signed-in only. */
export function saveTest(body: SaveTestBody) {
  return api.post('/subject', { schema: saveTestResponse, body });
}
