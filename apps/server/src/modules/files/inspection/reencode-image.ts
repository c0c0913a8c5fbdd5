import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Decodes and encodes a picture in a child process (image-child.mjs): a crafted file that crashes
 * the native decoder (a truncated PNG does) ends that process, not the server. Answers the new
 * bytes, or null when the picture could not be read, the child failed or it took too long.
 * The file sits beside this module in src/ and is copied beside the bundle into dist/.
 */
const CHILD = fileURLToPath(new URL('./image-child.mjs', import.meta.url));
const TIMEOUT_MS = 30_000;

export function reencodeInChild(bytes: Buffer, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--max-old-space-size=512', CHILD, format], {
      stdio: ['pipe', 'pipe', 'ignore'],
      timeout: TIMEOUT_MS,
    });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code === 0 && out.length > 0 ? Buffer.concat(out) : null));
    // A child that dies before reading everything closes its stdin: that is its answer, not ours.
    child.stdin.on('error', () => {});
    child.stdin.end(bytes);
  });
}
