// npm start: builds what is missing (web app, API bundle), then runs the shop on one port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time of the files under the given folders. */
function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      if (p.endsWith('node_modules') || p.endsWith('dist')) return;
      for (const f of readdirSync(p)) walk(join(p, f));
    } else latest = Math.max(latest, s.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return latest;
}

function buildIfStale(workspace, output, sources) {
  const out = join(root, output);
  if (existsSync(out) && statSync(out).mtimeMs >= newest(sources)) return;
  console.log(`Building ${workspace}…`);
  const r = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

buildIfStale('apps/web', 'apps/web/dist/index.html', [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages/contract/src',
]);
buildIfStale('apps/api', 'apps/api/dist/main.js', ['apps/api/src', 'packages/contract/src']);

await import(pathToFileURL(join(root, 'apps/api/dist/main.js')).href);
