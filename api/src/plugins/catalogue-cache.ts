// Public catalogue reads (universities, reference lists, topic-test lists): answered from memory,
// with an ETag (If-None-Match → 304) and Cache-Control. A route opts in with `config.cache`.
// Entries live until the content changes (lib/content-version.ts: at once after an import in this
// process, within VERSION_CHECK_MS after one elsewhere) or their `ttlMs` passes; answers that hold
// live counts (views, ratings) use a short ttl.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { $ZodType } from 'zod/v4/core';
import { onContentChanged, readContentVersion } from '../lib/content-version';
import { SESSION_COOKIE } from './session';

export interface CatalogueCacheRule {
  /** How long an answer is served from memory at most, ms. */
  ttlMs: number;
  /** Cache-Control sent with the answer. */
  cacheControl: string;
  /** The answer differs for a signed-in caller (their saved tests): only guests' answers are cached. */
  guestsOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Serve this GET from the catalogue cache (plugins/catalogue-cache.ts). */
    cache?: CatalogueCacheRule;
  }
}

/** Content that changes only by import (universities, regions, subjects). */
export const CONTENT_CACHE: CatalogueCacheRule = { ttlMs: 10 * 60_000, cacheControl: 'public, max-age=60, stale-while-revalidate=300' };
/** Lists with live counts (views, ratings), the same for every guest. */
export const LIVE_LIST_CACHE: CatalogueCacheRule = { ttlMs: 5_000, cacheControl: 'private, no-cache', guestsOnly: true };

/**
 * The options of a GET that reads: its OpenAPI schema (tags, summary, the query, the 200 answer) and
 * its cache rule (`null`: not cached).
 */
export const readRoute = <Q extends $ZodType, R extends $ZodType>(
  tags: string[],
  summary: string,
  querystring: Q,
  response: R,
  cache: CatalogueCacheRule | null = CONTENT_CACHE,
) => ({
  schema: { tags, summary, querystring, response: { 200: response } },
  ...(cache ? { config: { cache } } : {}),
});

/** How often the stored content version is compared, ms (imports by another process). */
const VERSION_CHECK_MS = 2_000;
/** Most characters of answers held (query strings make keys without end); the oldest go first. */
const MAX_CHARS = 32 * 1024 * 1024;

interface Entry {
  body: string;
  contentType: string;
  etag: string;
  expiresAt: number;
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match names this ETag (a list, weak or strong, or `*`; weak comparison). */
export function ifNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const want = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === want || t === '*';
  });
}

/** 304 with no body at all (a serialised `null` would be bytes a 304 may not carry). */
export function notModified(reply: FastifyReply): FastifyReply {
  return reply.code(304).send();
}

function sendHeaders(reply: FastifyReply, rule: CatalogueCacheRule, etag: string) {
  reply.header('ETag', etag).header('Cache-Control', rule.cacheControl);
  if (rule.guestsOnly) reply.header('Vary', 'Accept-Language, Cookie');
}

const cached = Symbol('served from the catalogue cache');
declare module 'fastify' {
  interface FastifyRequest {
    [cached]?: boolean;
  }
}

export const catalogueCachePlugin = fp(async function catalogueCache(app: FastifyInstance) {
  const entries = new Map<string, Entry>();
  let held = 0;
  const drop = (key: string) => {
    held -= entries.get(key)?.body.length ?? 0;
    entries.delete(key);
  };
  let version: string | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;

  const clear = () => {
    entries.clear();
    held = 0;
  };
  const unsubscribe = onContentChanged(clear);
  app.addHook('onClose', async () => {
    unsubscribe();
    clear();
  });

  /** Compares the stored content version now and then, in the background; a failed check keeps what is held. */
  const checkVersion = () => {
    if (checking || Date.now() - checkedAt < VERSION_CHECK_MS) return;
    checkedAt = Date.now();
    checking = readContentVersion(app.db)
      .then((stored) => {
        if (version !== null && stored !== version) clear();
        version = stored;
      })
      .catch(() => undefined)
      .finally(() => {
        checking = null;
      });
  };

  const keyOf = (request: FastifyRequest) => `${request.locale}\u0000${request.url}`;
  const cacheable = (request: FastifyRequest, rule: CatalogueCacheRule | undefined): rule is CatalogueCacheRule =>
    !!rule && request.method === 'GET' && !(rule.guestsOnly && request.cookies?.[SESSION_COOKIE]);

  app.addHook('onRequest', async (request, reply) => {
    const rule = request.routeOptions.config.cache;
    if (!cacheable(request, rule)) return;
    checkVersion();
    const entry = entries.get(keyOf(request));
    if (!entry) return;
    if (entry.expiresAt <= Date.now()) {
      drop(keyOf(request));
      return;
    }
    request[cached] = true;
    sendHeaders(reply, rule, entry.etag);
    if (ifNoneMatch(request, entry.etag)) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const rule = request.routeOptions.config.cache;
    if (!rule || request[cached] || request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    if (cacheable(request, rule)) {
      const key = keyOf(request);
      drop(key);
      while (entries.size && held + payload.length > MAX_CHARS) drop(entries.keys().next().value!);
      held += payload.length;
      entries.set(key, {
        body: payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        etag,
        expiresAt: Date.now() + rule.ttlMs,
      });
      sendHeaders(reply, rule, etag);
    } else {
      // a signed-in caller's own answer: revalidated by its ETag, never kept by a shared cache
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
    }
    if (ifNoneMatch(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
