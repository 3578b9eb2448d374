// The operators' nginx (docker/nginx.conf) serves the shell with the headers the Node server sends
// (issue 12, finding 12): a file nginx includes in every location that sets headers of its own.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from '../src/config';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { shellCsp } from '../src/site';

const read = (file: string) => fs.readFileSync(path.join(repoRoot, 'docker', file), 'utf8');
const INCLUDE = 'include /etc/nginx/security-headers.conf;';

/** Each `location … {` block of nginx.conf (one a line, as the file is written): its own lines, nested blocks apart. */
function locations(conf: string): Map<string, string> {
  const blocks = new Map<string, string>();
  const open: { name: string; lines: string[] }[] = [];
  for (const line of conf.split('\n')) {
    const start = /^\s*location\s+(.+?)\s*\{\s*$/.exec(line);
    if (start) open.push({ name: start[1], lines: [] });
    else if (/^\s*\}\s*$/.test(line) && open.length) {
      const done = open.pop()!;
      blocks.set(done.name, done.lines.join('\n'));
    } else open.at(-1)?.lines.push(line);
  }
  return blocks;
}

describe('docker/nginx.conf', () => {
  it('the included headers are the Node server’s: nosniff, referrer policy, no framing and the shell CSP', () => {
    const headers = Object.fromEntries(
      [...read('security-headers.conf').matchAll(/^add_header\s+(\S+)\s+"([^"]*)"\s+always;$/gm)].map((m) => [m[1], m[2]]),
    );
    assert.deepEqual(headers, { ...SECURITY_HEADERS, 'Content-Security-Policy': shellCsp([]) });
    assert.match(read('Dockerfile.web'), /COPY docker\/security-headers\.conf \/etc\/nginx\/security-headers\.conf/);
  });

  it('every location that serves files includes them (a location with add_header of its own drops the server’s)', () => {
    const blocks = locations(read('nginx.conf'));
    assert.ok(blocks.has('/'), 'the shell location');
    for (const [where, body] of blocks) {
      if (body.includes('proxy_pass')) continue; // the api sends its own
      assert.ok(body.includes(INCLUDE), `location ${where} includes the security headers`);
    }
  });
});
