// docker-compose.yml is checked by parsing it: no Docker engine runs on the development machines.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const YAML = require('yaml');

const root = path.resolve(__dirname, '../..');
const compose = YAML.parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const services = compose.services;

/** Variables docs/environment.md names (each item's `NAME`s, and `NAME=value` mentions in it). */
function documentedEnvironment() {
  const text = fs.readFileSync(path.join(root, 'docs/environment.md'), 'utf8');
  const names = new Set();
  for (const [, name] of text.matchAll(/`([A-Z][A-Z0-9_]+)(?:=[^`]*)?`/g)) names.add(name);
  return names;
}

/** `${NAME:?message}` / `${NAME:-default}` as compose would resolve them with a value given for each. */
function resolveEnvironment(environment) {
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [
      key,
      String(value).replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name, kind, rest) =>
        kind === '-' ? rest : `operator-supplied-${name.toLowerCase()}`,
      ),
    ]),
  );
}

describe('docker-compose.yml', () => {
  it('composes web, api, PostgreSQL and Redis', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', 'redis', 'web']);
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.redis.image).toMatch(/^redis:/);
    expect(services.api.build.dockerfile).toBe('docker/Dockerfile.api');
    expect(services.web.build.dockerfile).toBe('docker/Dockerfile.web');
    for (const service of Object.values(services)) {
      if (service.build) expect(fs.existsSync(path.join(root, service.build.context, service.build.dockerfile))).toBe(true);
    }
    expect(services.web.ports).toEqual(['8080:80']);
  });

  it('gives every service a healthcheck, and starts each after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, test: service.healthcheck?.test?.[0] }).toEqual({ name, test: expect.stringMatching(/^CMD(-SHELL)?$/) });
    }
    expect(services.api.healthcheck.test.join(' ')).toContain('/api/health');
    expect(services.web.healthcheck.test.join(' ')).toContain('/remotes.json');
    const healthy = { condition: 'service_healthy' };
    expect(services.api.depends_on).toEqual({ postgres: healthy, redis: healthy });
    expect(services.web.depends_on).toEqual({ api: healthy });
  });

  it('runs two api replicas behind nginx, each started again when it dies (ADR 049)', () => {
    expect(services.api.deploy.replicas).toBe(2);
    expect(services.api.restart).toBe('unless-stopped');
    expect(services.api.ports).toBeUndefined();
    const nginx = fs.readFileSync(path.join(root, 'docker/nginx.conf'), 'utf8');
    // the service name resolves to every replica, followed when one comes back elsewhere
    expect(nginx).toMatch(/upstream api \{[^}]*\bserver api:3000 resolve\b[^}]*\}/);
    expect(nginx).toContain('proxy_pass http://api;');
    expect(nginx).not.toContain('proxy_pass http://api:3000');
    // a request goes to the other replica when one fails it; the answer saves even after reaching a dead one
    expect(nginx).toContain('proxy_next_upstream error timeout;');
    expect(nginx).toContain('proxy_next_upstream error timeout non_idempotent;');
  });

  it('declares every named volume it mounts, and mounts every one it declares', () => {
    const declared = Object.keys(compose.volumes).sort();
    const used = Object.values(services)
      .flatMap((s) => s.volumes ?? [])
      .map((v) => v.split(':')[0])
      .filter((source) => !source.startsWith('.') && !source.startsWith('/'));
    expect([...new Set(used)].sort()).toEqual(declared);
    expect(services.postgres.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(services.web.volumes).toContain('site:/usr/share/nginx/html');
  });

  it('sets only variables docs/environment.md documents', () => {
    const documented = documentedEnvironment();
    expect(documented.has('DATABASE_URL')).toBe(true);
    for (const name of ['api', 'web']) {
      for (const variable of Object.keys(services[name].environment ?? {})) {
        expect({ service: name, variable, documented: documented.has(variable) }).toEqual({ service: name, variable, documented: true });
      }
    }
  });

  it("points the api at the composed database and Redis, and passes the api's own production config check", () => {
    const env = resolveEnvironment(services.api.environment);
    const pg = services.postgres.environment;
    expect(env.DATABASE_URL).toBe(`postgres://${pg.POSTGRES_USER}:${pg.POSTGRES_PASSWORD}@postgres:5432/${pg.POSTGRES_DB}`);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.NODE_ENV).toBe('production');
    // behind nginx, one hop: per-address limits need the client's address from X-Forwarded-For, set
    // by nginx from the address it saw (never appended to the client's own; ADR 031), and the CSRF
    // Origin check the client's scheme from X-Forwarded-Proto (api/test/proxy-hops.test.ts runs it)
    expect(env.TRUST_PROXY).toBe('1');
    const nginx = fs.readFileSync(path.join(root, 'docker/nginx.conf'), 'utf8');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');
    expect(nginx).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    const check = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./src/config.ts').then((m) => { m.loadConfig(process.env); console.log('config ok'); })"],
      { cwd: path.join(root, 'api'), env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
    );
    expect(check.stderr).toBe('');
    expect(check.stdout.trim()).toBe('config ok');
  });

  it('builds the api image with every workspace manifest, so npm ci matches the lock file', () => {
    const dockerfile = fs.readFileSync(path.join(root, 'docker/Dockerfile.api'), 'utf8');
    for (const workspace of require(path.join(root, 'package.json')).workspaces) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });
});
