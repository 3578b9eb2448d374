import type { FastifyRequest } from 'fastify';

/** Cookies are Secure except on plain-http localhost (development and tests). */
export function secureCookie(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  // Fastify's hostname has no port and keeps IPv6 brackets ('[::1]'): splitting on ':' would break it
  const host = request.hostname;
  return !(host === 'localhost' || host === '127.0.0.1' || host === '[::1]');
}
