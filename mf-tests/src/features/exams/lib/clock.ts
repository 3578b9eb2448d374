/** The server's clock minus this browser's, from an answer that carried `server_now` (ms), received at `receivedAt`. */
export const clockOffset = (serverNow: number, receivedAt: number) => serverNow - receivedAt;

/** Whole seconds left until `deadline` (server ms) by this browser's clock corrected by `offset`. */
export const secondsLeft = (deadline: number, offset: number, now = Date.now()) =>
  Math.max(0, Math.ceil((deadline - (now + offset)) / 1000));

/** `hh:mm:ss` (or `mm:ss` under an hour). */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
