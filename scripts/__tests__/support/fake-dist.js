// A throwaway dist/ for the script tests: a host contract and fake remote versions (no webpack).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const SHARED = { react: { singleton: true, version: '19.3.1' }, '@platform/shared': { singleton: true, version: '0.1.0' } };

function makeDist({ host = {} } = {}) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-dist-'));
  const hostContract = { schema: 1, remotes: host, shared: SHARED };
  fs.mkdirSync(path.join(dist, 'shell'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'shell/host-contract.json'), JSON.stringify(hostContract));
  return dist;
}

/** dist/remotes/<name>/<version>/ with a remoteEntry.js and the contract given (merged over a valid one). */
function addVersion(dist, name, version, contract = {}) {
  const dir = path.join(dist, 'remotes', name, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${name}@${version}\n`);
  const base = {
    schema: 1,
    name,
    version,
    exposes: ['./routes'],
    routes: [],
    shared: { react: { singleton: true, requiredVersion: '^19.0.0' }, '@platform/shared': { singleton: true, requiredVersion: '^0.1.0' } },
  };
  if (contract !== null) fs.writeFileSync(path.join(dir, 'contract.json'), JSON.stringify({ ...base, ...contract }));
  return dir;
}

const readManifest = (dist) => JSON.parse(fs.readFileSync(path.join(dist, 'remotes.json'), 'utf8'));

module.exports = { makeDist, addVersion, readManifest };
