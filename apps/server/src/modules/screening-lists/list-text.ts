import { ListFormatError } from '@portal/domain';

/**
 * A list file's bytes as text: UTF-8 (a byte-order mark dropped), or Windows-1252 when the bytes are
 * not valid UTF-8 (research §1.2: OFAC's files have been ASCII, the older ones Windows-1252). Node's
 * own 'windows-1252' decoder reads the 0x80–0x9F range as Latin-1 control characters, so those 27
 * characters are mapped here.
 */

const CP1252: Readonly<Record<number, string>> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The bytes decoded; a NUL byte (a binary file, or UTF-16) is refused. */
export function decodeListText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new ListFormatError('A binary file, not a list');
  try {
    return utf8.decode(bytes);
  } catch {
    let text = '';
    for (const byte of bytes) text += CP1252[byte] ?? String.fromCharCode(byte);
    return text;
  }
}
