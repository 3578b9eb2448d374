import type { PlatformEvents } from '@platform/shared/events';

/** What the shell passes when it mounts the modal: the `auth:open` payload plus a close callback. */
export type AuthModalProps = PlatformEvents['auth:open'] & { onClose: () => void };
