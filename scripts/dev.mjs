// npm run dev: the shop for working on it, with reload. The API runs from its TypeScript sources under
// `tsx watch` (restarts on every change) on 127.0.0.1:3000 with readable logs; the Vite dev server (hot
// module reload) serves the web app on http://localhost:5173 and proxies /api and the local aamarPay
// stand-in (/aamarpay) to the API, so checkouts come back through Vite as they would through the shop.
// The embedded database and its demo data live in ./data, as with npm start. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
/** A package's command, from the workspace's own node_modules first (npm may keep a version there), then the root's. */
function bin(name, workspace = '.') {
  const file = process.platform === 'win32' ? `${name}.cmd` : name;
  const own = join(root, workspace, 'node_modules', '.bin', file);
  return existsSync(own) ? own : join(root, 'node_modules', '.bin', file);
}

const children = [];
function run(name, command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.push(child);
  child.on('error', (err) => {
    console.error(`${name} could not start: ${err.message}`);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
    stop(code ?? 1);
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('API', bin('tsx'), ['watch', '--clear-screen=false', 'apps/api/src/main.ts'], {
  cwd: root,
  env: {
    NODE_ENV: 'development',
    PAYMENT_GATEWAY: 'local',
    LOG_FORMAT: 'pretty',
    ...process.env,
    PORT: apiPort,
    HOST: '127.0.0.1',
    // Browsers reach the shop through Vite, so payment return addresses point there too.
    PUBLIC_URL: `http://localhost:${webPort}`,
  },
});
run('Vite', bin('vite', 'apps/web'), ['--port', webPort, '--strictPort'], {
  cwd: join(root, 'apps/web'),
  env: { ...process.env, BOND_API_URL: `http://127.0.0.1:${apiPort}` },
});
console.log(`Bond Bike Rental (development): http://localhost:${webPort} (API on 127.0.0.1:${apiPort})`);
