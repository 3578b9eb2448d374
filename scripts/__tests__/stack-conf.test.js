// `npm run stack` serves docker/nginx.conf itself, rendered with this machine's places (scripts/stack.cjs):
// every place is replaced, nothing else changes, and Debian's nginx accepts the result (when installed).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { findNginx, mainConf, nginxArgs, renderNginxConf, writeNginxConf } = require('../stack.cjs');

const root = path.resolve(__dirname, '../..');
const source = fs.readFileSync(path.join(root, 'docker/nginx.conf'), 'utf8');
const places = {
  listen: '127.0.0.1:4391',
  siteRoot: '/srv/site',
  headersFile: '/repo/docker/security-headers.conf',
  apiAddresses: ['127.0.0.1:4392', '127.0.0.1:4393'],
};

describe('docker/nginx.conf rendered for npm run stack', () => {
  it('puts one upstream server line per api instance, keeping the parameters but `resolve`', () => {
    const line = /^\s*server api:3000 (.*);$/m.exec(source);
    expect(line[1]).toContain('resolve');
    const kept = line[1].replace(/\bresolve\b ?/, '').trim();
    const rendered = renderNginxConf(source, places);
    expect(rendered).not.toMatch(/server api:3000/);
    expect(rendered).toContain(`  server 127.0.0.1:4392 ${kept};\n  server 127.0.0.1:4393 ${kept};`);
  });

  it('replaces the port, the site folder and the header file everywhere, and changes nothing else', () => {
    const rendered = renderNginxConf(source, places);
    expect(rendered).toContain('listen 127.0.0.1:4391;');
    expect(rendered).not.toContain('/usr/share/nginx/html');
    expect(rendered).not.toContain('/etc/nginx/');
    expect(rendered).toContain('root /srv/site/shell;');
    // the same file line for line, but for the upstream servers
    const lines = (text) => text.split('\n').filter((l) => !/^\s*server (api:3000|127\.0\.0\.1:439[23]) /.test(l));
    const back = lines(rendered).map((l) =>
      l.replace('127.0.0.1:4391', '80').replace('/srv/site', '/usr/share/nginx/html').replace('/repo/docker/', '/etc/nginx/'),
    );
    expect(back).toEqual(lines(source));
  });

  it('refuses a conf that changed shape, and paths nginx would misread', () => {
    expect(() => renderNginxConf(source.replace('server api:3000', 'server web:3000'), places)).toThrow(/upstream line/);
    expect(() => renderNginxConf(source.replace('listen 80;', 'listen 8080;'), places)).toThrow(/listen 80;/);
    expect(() => renderNginxConf(source, { ...places, siteRoot: '/srv/my site' })).toThrow(/spaces/);
    expect(() => renderNginxConf(source, { ...places, apiAddresses: [] })).toThrow(/no api address/);
  });

  it('keeps pid, logs and temp paths in its folder', () => {
    const conf = mainConf('/tmp/stack-x', '/tmp/stack-x/server.conf');
    for (const directive of ['pid', 'error_log', 'access_log', 'client_body_temp_path', 'proxy_temp_path']) {
      expect(conf).toMatch(new RegExp(`^\\s*${directive} /tmp/stack-x/`, 'm'));
    }
    expect(conf).toContain('include /tmp/stack-x/server.conf;');
  });

  const nginx = findNginx();
  (nginx ? it : it.skip)('is accepted by the machine’s nginx (nginx -t)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-conf-'));
    try {
      // the repository's header file, the default
      const conf = writeNginxConf(dir, { listen: places.listen, apiAddresses: places.apiAddresses, siteRoot: path.join(root, 'dist') });
      const checked = spawnSync(nginx, [...nginxArgs(dir, conf).slice(0, -2), '-t'], { encoding: 'utf8' });
      expect({ status: checked.status, stderr: checked.stderr }).toEqual({
        status: 0,
        stderr: expect.stringContaining('test is successful'),
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
