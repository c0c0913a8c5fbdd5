import { inflateRawSync } from 'node:zlib';

/**
 * What an Office Open XML file (a .docx is a zip) holds, judged by decompressing it within a
 * budget: the sizes a zip declares can lie, so each entry is actually inflated, and the whole
 * stops at the budget (a 200 KB "zip bomb" that expands to gigabytes is refused within it).
 */
export type TZipVerdict =
  | { ok: true; names: string[]; expandedBytes: number }
  | { ok: false; reason: 'expandsTooLarge' | 'unreadable' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 5_000;

export function inspectZip(b: Buffer, budgetBytes: number): TZipVerdict {
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65_535); i -= 1) {
    if (b.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'unreadable' };
  const entries = b.readUInt16LE(eocd + 10);
  let at = b.readUInt32LE(eocd + 16);
  if (entries > MAX_ENTRIES || at === 0xffffffff) return { ok: false, reason: 'unreadable' };
  const names: string[] = [];
  let expanded = 0;
  try {
    for (let n = 0; n < entries; n += 1) {
      if (b.readUInt32LE(at) !== CENTRAL) return { ok: false, reason: 'unreadable' };
      const method = b.readUInt16LE(at + 10);
      const compressed = b.readUInt32LE(at + 20);
      const nameLength = b.readUInt16LE(at + 28);
      const local = b.readUInt32LE(at + 42);
      const name = b.toString('utf8', at + 46, at + 46 + nameLength);
      at += 46 + nameLength + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
      if (b.readUInt32LE(local) !== LOCAL) return { ok: false, reason: 'unreadable' };
      const start = local + 30 + b.readUInt16LE(local + 26) + b.readUInt16LE(local + 28);
      const data = b.subarray(start, start + compressed);
      if (data.length !== compressed) return { ok: false, reason: 'unreadable' };
      if (method === 0) expanded += data.length;
      else if (method === 8) {
        const left = budgetBytes - expanded;
        if (left <= 0) return { ok: false, reason: 'expandsTooLarge' };
        // Inflating stops with a RangeError as soon as the output passes what is left of the budget.
        expanded += inflateRawSync(data, { maxOutputLength: left }).length;
      } else return { ok: false, reason: 'unreadable' };
      if (expanded > budgetBytes) return { ok: false, reason: 'expandsTooLarge' };
      names.push(name);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      return { ok: false, reason: 'expandsTooLarge' };
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, names, expandedBytes: expanded };
}
