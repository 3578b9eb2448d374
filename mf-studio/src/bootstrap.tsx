// Standalone mount for development only (`npm run dev -w @platform/mf-studio`):
// the composed site never runs this file; the shell mounts ./routes in its own router.
import { mountStandalone } from '@platform/shared/standalone';
import { routes } from './exposed/routes';

mountStandalone(routes);
