import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test/free-port.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TOwnServer {
  baseURL: string;
  stop: () => Promise<void>;
}

function cli(args: string[], env: NodeJS.ProcessEnv): string {
  const run = spawnSync(process.execPath, ['apps/server/dist/cli.js', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`cli ${args[0]} failed: ${run.stdout}${run.stderr}`);
  return run.stdout;
}

/**
 * A server of its own for a spec whose seed would change what the other specs see (sanctions lists
 * loaded make every due diligence screen by real searches): the production build on a fresh embedded
 * database with the demo data, and `files` written out and given to a CLI command before it starts,
 * as an operator does (`screening-import FILE…`).
 */
export async function startOwnServer(seed: {
  command: string;
  files: Record<string, string>;
}): Promise<TOwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-own-'));
  const port = await freePort();
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const env = {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '0',
    JOBS_POLL_MS: '200',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  cli(['demo'], env);
  const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-seed-'));
  const paths = Object.entries(seed.files).map(([name, text]) => {
    const file = path.join(seedDir, name);
    fs.writeFileSync(file, text);
    return file;
  });
  cli([seed.command, ...paths], env);
  fs.rmSync(seedDir, { recursive: true, force: true });

  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ready = await fetch(`${baseURL}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server not ready: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    stop: async () => {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
