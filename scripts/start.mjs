// `npm start`: build what is out of date (web app, server bundle), then run the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Newest modification time under the given paths (files or folders), skipping build output. */
function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        if (entry !== 'node_modules' && entry !== 'dist') walk(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return latest;
}

const shared = ['packages/domain/src', 'package-lock.json'];
const targets = [
  {
    name: 'web app',
    workspace: '@portal/web',
    output: 'apps/web/dist/index.html',
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared],
  },
  {
    name: 'server',
    workspace: '@portal/server',
    output: 'apps/server/dist/server.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', ...shared],
  },
];

for (const target of targets) {
  const output = path.join(root, target.output);
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (builtAt > newest(target.inputs)) continue;
  console.log(`Building the ${target.name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(path.join(root, 'apps/server/dist/server.js'));
