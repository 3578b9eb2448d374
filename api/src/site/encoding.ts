import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Hashed file names (`main.1a2b3c4d.js`) never change content: cache them for a year. */
export function cacheControlFor(filePath: string): string {
  return /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)$/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding of `accept-encoding` the page goes out in: Brotli, else gzip, else none (a `q=0` refuses one). */
export function pageEncoding(accept: string | string[] | undefined): 'br' | 'gzip' | null {
  const offered = new Map<string, number>();
  for (const part of String(accept ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) offered.set(name, q === undefined ? 1 : Number(q));
  }
  if ((offered.get('br') ?? 0) > 0) return 'br';
  if ((offered.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/**
 * The page, compressed here: a client route's page is sent by the not-found handler, which
 * @fastify/compress does not reach (it hooks routes only), and with its inlined data it is ~13 KB.
 */
export async function encodedPage(request: FastifyRequest, reply: FastifyReply, html: string): Promise<string | Buffer> {
  reply.header('Vary', 'Accept-Encoding, Accept-Language');
  const encoding = pageEncoding(request.headers['accept-encoding']);
  if (!encoding) return html;
  reply.header('Content-Encoding', encoding);
  return encoding === 'br' ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(html);
}
