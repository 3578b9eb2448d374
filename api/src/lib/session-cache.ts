// A short-lived, in-process memory of verified sessions (issue 19 item 4): every write is keyed on
// the verified session by the write limiter, so without it every answer paid a session lookup.
// It holds which session and user a token hash names — never Pro status, which is read fresh — for
// at most `ttlMs` and never past the session's own expiry. Sign-out and sign-in forget the token at
// once in this process; other processes of a cluster (`WORKERS`) are told through the primary
// (`broadcastForget`), and an instance on another host forgets it within `ttlMs` at the latest.
import cluster from 'node:cluster';

export interface CachedSession {
  sessionId: number;
  userId: number;
  expiresAt: number;
}

const FORGET = 'session-cache:forget';

export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { until: number }>();
  private readonly onMessage = (message: unknown) => {
    const m = message as { type?: string; tokenHash?: string } | null;
    if (m?.type === FORGET && typeof m.tokenHash === 'string') this.entries.delete(m.tokenHash);
  };

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {
    if (cluster.isWorker) process.on('message', this.onMessage);
  }

  get(tokenHash: string, now = Date.now()): CachedSession | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= now || entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry;
  }

  set(tokenHash: string, session: CachedSession, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    // a full map starts again rather than growing: the oldest entries go first
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { ...session, until: now + this.ttlMs });
  }

  /** Forgets a token here and in the cluster's other workers. */
  forget(tokenHash: string): void {
    this.entries.delete(tokenHash);
    if (cluster.isWorker && process.send) process.send({ type: FORGET, tokenHash });
  }

  close(): void {
    process.off('message', this.onMessage);
    this.entries.clear();
  }
}

/** In the cluster's primary: relays a worker's "forget this token" to every other worker. */
export function relaySessionForgets(): void {
  cluster.on('message', (from, message: { type?: string }) => {
    if (message?.type !== FORGET) return;
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from) worker.send(message);
  });
}
