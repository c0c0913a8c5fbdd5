import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { checkUploadLimits, formatFileSize, isUnsupportedType, toMegabytes } from './upload-limits';

function file(name: string, size: number): File {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('upload limits', () => {
  it('refuses a file at or above 25,000,000 bytes and accepts one just under', () => {
    const result = checkUploadLimits([file('a', 24_999_999), file('b', 25_000_000)], 0);
    expect(result.accepted.map((f) => f.name)).toEqual(['a']);
    expect(result.refused).toEqual([
      { file: expect.objectContaining({ name: 'b' }) as File, reason: 'size' },
    ]);
  });

  it('counts the files already attached toward the five', () => {
    const result = checkUploadLimits([file('a', 1), file('b', 1), file('c', 1)], 3);
    expect(result.accepted.map((f) => f.name)).toEqual(['a', 'b']);
    expect(result.refused.map((r) => [r.file.name, r.reason])).toEqual([['c', 'count']]);
  });

  it('shows sizes in bytes, kB and MB', () => {
    expect(formatFileSize(999, 'en')).toEqual({ value: '999', unit: 'B' });
    expect(formatFileSize(1500, 'en')).toEqual({ value: '1.5', unit: 'kB' });
    expect(formatFileSize(25_000_000, 'en')).toEqual({ value: '25', unit: 'MB' });
    expect(toMegabytes(26_340_000)).toBe(26.3);
  });

  it('recognises the refused-type codes', () => {
    expect(isUnsupportedType(new ApiError(415, { code: '38001' }))).toBe(true);
    expect(isUnsupportedType(new ApiError(415, { code: '38002' }))).toBe(true);
    expect(isUnsupportedType(new ApiError(400, { code: 'VALIDATION_ERROR' }))).toBe(false);
  });
});
