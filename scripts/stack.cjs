#!/usr/bin/env node
// npm run stack: the operators' composition (docker-compose.yml) run here without Docker — Debian's
// nginx serving the built site and proxying /api to two api instances on the machine's PostgreSQL
// and Redis, each instance under the supervisor that starts it again when it dies.
//
// nginx runs docker/nginx.conf itself, rendered into a temp folder with this machine's places in it
// (`renderNginxConf`): the upstream's `server api:3000 …` line becomes one line per instance, `listen
// 80` the stack's port, /usr/share/nginx/html the site folder and /etc/nginx/security-headers.conf
// the repository's docker/security-headers.conf. What the nginx image's own nginx.conf gives that file
// (events, http, mime types) is written beside it (`mainConf`) with the pid file, logs and temp paths
// in the temp folder, so nginx needs no root and writes nothing outside it (docs/deployment.md, ADR 049).
//
//   DATABASE_URL=postgres://…/platform REDIS_URL=redis://127.0.0.1:6379/1 npm run stack   # http://localhost:8080
//
// STACK_PORT (default 8080) is nginx's port; the api instances listen on 127.0.0.1 at the next ports
// (8081, 8082). NGINX_PATH names another nginx binary. Every other variable goes to the api instances
// as docker-compose's `api` service gets its environment (NODE_ENV=production needs the Eskiz account).
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const { ensureApiBuild } = require('./build-api.cjs');
const { root, distDir, siteBuildStale } = require('./lib.cjs');

const NGINX_CONF = path.join(root, 'docker/nginx.conf');
const HEADERS_CONF = path.join(root, 'docker/security-headers.conf');
const MIME_TYPES = '/etc/nginx/mime.types';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The nginx binary: NGINX_PATH, Debian's /usr/sbin/nginx, or one on PATH; null when there is none. */
function findNginx(env = process.env) {
  const candidates = [
    env.NGINX_PATH,
    '/usr/sbin/nginx',
    ...(env.PATH ?? '').split(path.delimiter).map((dir) => dir && path.join(dir, 'nginx')),
  ];
  return candidates.find((file) => file && fs.existsSync(file)) ?? null;
}

/** A path nginx reads unquoted: no whitespace, quotes, semicolons or braces. */
function plainPath(file) {
  if (/[\s'";{}]/.test(file)) throw new Error(`nginx: a path with spaces, quotes, ';' or braces is not supported: ${file}`);
  return file;
}

/**
 * docker/nginx.conf with this machine's places: `apiAddresses` (host:port each) in place of the
 * upstream's `server api:3000` line (its parameters kept but `resolve`, which Debian's nginx 1.22
 * lacks and local addresses do not need), `listen` in place of 80, `siteRoot` in place of
 * /usr/share/nginx/html and `headersFile` in place of /etc/nginx/security-headers.conf. Each piece
 * must be found: a conf that changed shape fails here, never serves half-rendered.
 */
function renderNginxConf(text, { listen, siteRoot, headersFile, apiAddresses }) {
  let out = text;
  const replace = (from, to) => {
    if (!out.includes(from)) throw new Error(`docker/nginx.conf: "${from}" not found; scripts/stack.cjs renders it`);
    out = out.split(from).join(to);
  };
  const upstream = /^([ \t]*)server api:3000((?: [^;\n]*)?);[ \t]*$/m;
  const match = upstream.exec(out);
  if (!match) throw new Error('docker/nginx.conf: the upstream line "server api:3000 …;" not found; scripts/stack.cjs renders it');
  if (apiAddresses.length === 0) throw new Error('renderNginxConf: no api address');
  const [, indent, params] = match;
  const kept = params
    .split(' ')
    .filter((p) => p && p !== 'resolve')
    .map((p) => ` ${p}`)
    .join('');
  out = out.replace(upstream, apiAddresses.map((address) => `${indent}server ${address}${kept};`).join('\n'));
  replace('listen 80;', `listen ${listen};`);
  replace('/usr/share/nginx/html', plainPath(siteRoot));
  replace('/etc/nginx/security-headers.conf', plainPath(headersFile));
  return out;
}

/**
 * What the nginx image's /etc/nginx/nginx.conf wraps around docker/nginx.conf (events, http, mime
 * types), with the pid file, the logs and every temp path in `dir`. As root the workers stay root, so
 * they read the checkout and write `dir` wherever they are (nginx would switch them to `nobody`).
 */
function mainConf(dir, serverConf, { mimeTypes = MIME_TYPES } = {}) {
  const at = (name) => plainPath(path.join(dir, name));
  return [
    "# written by scripts/stack.cjs around docker/nginx.conf (as the nginx image's nginx.conf does)",
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events {',
    '  worker_connections 1024;',
    '}',
    'http {',
    `  include ${plainPath(mimeTypes)};`,
    '  default_type application/octet-stream;',
    `  access_log ${at('access.log')};`,
    `  client_body_temp_path ${at('client_body')};`,
    `  proxy_temp_path ${at('proxy')};`,
    `  fastcgi_temp_path ${at('fastcgi')};`,
    `  uwsgi_temp_path ${at('uwsgi')};`,
    `  scgi_temp_path ${at('scgi')};`,
    '  sendfile on;',
    '  keepalive_timeout 65;',
    `  include ${plainPath(serverConf)};`,
    '}',
    '',
  ].join('\n');
}

/** Writes the rendered server conf and its wrapper into `dir`; returns the wrapper's path. */
function writeNginxConf(dir, options) {
  const serverConf = path.join(dir, 'server.conf');
  fs.writeFileSync(serverConf, renderNginxConf(fs.readFileSync(NGINX_CONF, 'utf8'), { headersFile: HEADERS_CONF, ...options }));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, mainConf(dir, serverConf));
  return conf;
}

/** nginx's arguments for a conf written by `writeNginxConf`: prefix, conf, error log in `dir`, in the foreground. */
const nginxArgs = (dir, conf) => ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'];

const listening = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A port free on 127.0.0.1 now (the system's pick). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** GET /api/health on `base` until it answers 200 (true) or `ms` pass (false). */
async function healthy(base, ms, { everyMs = 50 } = {}) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not up (yet)
    }
    await sleep(everyMs);
  }
  return false;
}

/** Why the stack cannot run here (a message naming what is missing), or null. */
function stackUnavailable(env = process.env) {
  if (!findNginx(env)) return 'nginx is not installed (apt-get install -y nginx, or set NGINX_PATH)';
  if (!fs.existsSync(MIME_TYPES)) return `${MIME_TYPES} is missing (Debian's nginx-common provides it)`;
  if (!env.DATABASE_URL)
    return 'DATABASE_URL is not set: the api instances share one PostgreSQL database (the embedded PGlite serves one process)';
  if (!env.REDIS_URL) return 'REDIS_URL is not set: the api instances share their rate limits and sign-in code cool-downs in Redis';
  return null;
}

/**
 * One api instance: scripts/supervise.cjs running the built api on `port`, started again when it dies.
 * `pid()` is the running api process's (from the supervisor's "api started (pid …)" lines).
 */
function startInstance({ index, port, env, log }) {
  const supervisor = spawn(process.execPath, [path.join(__dirname, 'supervise.cjs')], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pids = [];
  const starts = [];
  const prefix = `[api ${index + 1}] `;
  for (const stream of [supervisor.stdout, supervisor.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) {
        const started = /api started \(pid (\d+)\)/.exec(line);
        if (started) {
          pids.push(Number(started[1]));
          starts.push(Date.now());
        }
        log(prefix + line);
      }
    });
  }
  const exited = new Promise((resolve) => supervisor.once('exit', resolve));
  return {
    index,
    port,
    base: `http://127.0.0.1:${port}`,
    supervisor,
    exited,
    /** the running api's pid (the last one started) */
    pid: () => pids.at(-1),
    /** how many times the supervisor started the api */
    starts: () => pids.length,
    /** when the api was last started (ms since the epoch) */
    startedAt: () => starts.at(-1),
  };
}

/** Ends a child: `signal`, then SIGKILL after `ms`; resolves when it has exited. */
async function end(child, exited, signal = 'SIGTERM', ms = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the stack: `apiPorts.length` api instances (together: one migrates and seeds the database while
 * the others wait for it), then nginx on `port`. Resolves to its parts and
 * `stop()`. `env` is the instances' environment (DATABASE_URL and REDIS_URL needed); TRUST_PROXY is
 * 1 (nginx is one hop) and STATIC_DIR unset (nginx serves the site), as in docker-compose.yml.
 */
async function startStack({ port, apiPorts, env = process.env, siteRoot = distDir, log = (line) => console.log(line), startMs = 180_000 }) {
  const unavailable = stackUnavailable(env);
  if (unavailable) throw new Error(`npm run stack: ${unavailable}`);
  if (!fs.existsSync(path.join(siteRoot, 'shell/index.html')) || !fs.existsSync(path.join(siteRoot, 'remotes.json'))) {
    throw new Error(`npm run stack: no built site in ${siteRoot} (npm run build)`);
  }
  for (const p of [port, ...apiPorts]) if (await listening(p)) throw new Error(`npm run stack: port ${p} is already in use`);
  ensureApiBuild();
  const apiEnv = { ...env, TRUST_PROXY: '1', PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${port}` };
  delete apiEnv.STATIC_DIR;
  delete apiEnv.WORKERS;

  const instances = [];
  let nginx = null;
  let nginxExited = null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-stack-'));
  const stop = async () => {
    await Promise.all([
      ...(nginx ? [end(nginx, nginxExited, 'SIGQUIT')] : []),
      ...instances.map((instance) => end(instance.supervisor, instance.exited)),
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // started together, as compose starts its replicas: one migrates and seeds while the others wait (Database.exclusive)
    for (const [index, apiPort] of apiPorts.entries()) instances.push(startInstance({ index, port: apiPort, env: apiEnv, log }));
    const started = await Promise.all(
      instances.map((instance) => Promise.race([healthy(instance.base, startMs), instance.exited.then(() => false)])),
    );
    const failed = instances.filter((_, i) => !started[i]).map((instance) => `api ${instance.index + 1} (port ${instance.port})`);
    if (failed.length > 0) throw new Error(`npm run stack: ${failed.join(' and ')} did not start (the output is above)`);
    const conf = writeNginxConf(dir, { listen: `127.0.0.1:${port}`, siteRoot, apiAddresses: apiPorts.map((p) => `127.0.0.1:${p}`) });
    const binary = findNginx(env);
    const checked = spawnSync(binary, [...nginxArgs(dir, conf).slice(0, -2), '-t', '-q'], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`nginx refused the rendered conf (${conf}):\n${checked.stderr}`);
    nginx = spawn(binary, nginxArgs(dir, conf), { stdio: ['ignore', 'inherit', 'inherit'] });
    nginxExited = new Promise((resolve) => nginx.once('exit', resolve));
    const url = `http://127.0.0.1:${port}`;
    const up = await Promise.race([healthy(url, 15_000), nginxExited.then(() => false)]);
    if (!up) {
      const errors = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
      throw new Error(`npm run stack: nginx did not answer on port ${port}\n${errors}`);
    }
    return { url, dir, instances, nginx, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const port = Number(process.env.STACK_PORT || 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65533) throw new Error(`STACK_PORT: not a port: ${process.env.STACK_PORT}`);
  if (siteBuildStale()) {
    const built = spawnSync(process.execPath, [path.join(__dirname, 'build.cjs')], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const stack = await startStack({ port, apiPorts: [port + 1, port + 2] });
  console.log(
    `stack ready on http://localhost:${port}: nginx (docker/nginx.conf rendered in ${stack.dir}) → api on ports ${port + 1} and ${port + 2}; Ctrl-C stops it`,
  );
  let stopping = false;
  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
  // nginx gone: the stack is down
  stack.nginx.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`nginx exited (${signal ?? `code ${code}`}); stopping the stack`);
    void stack.stop().then(() => process.exit(1));
  });
}

module.exports = {
  findNginx,
  renderNginxConf,
  mainConf,
  writeNginxConf,
  nginxArgs,
  stackUnavailable,
  startStack,
  startInstance,
  end,
  healthy,
  listening,
  freePort,
};

if (require.main === module) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
