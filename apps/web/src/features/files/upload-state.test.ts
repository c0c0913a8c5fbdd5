import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { FETCH_ERROR, FileRequestError, JSON_PARSE_ERROR } from './upload-request';
import {
  canRetry,
  countTaken,
  failureState,
  prepareFiles,
  uploadReducer,
  UPLOAD_PHASE,
} from './upload-state';

const LIMITS = { maxSize: 1000, maxFiles: 3 };
const file = (name: string, size: number) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('prepareFiles', () => {
  it('refuses a file at or above the size limit before anything is sent', () => {
    const [under, at] = prepareFiles([file('a', 999), file('b', 1000)], LIMITS, 0);
    expect(under?.state).toBe('ready');
    expect(at?.state).toBe('error_file_size');
    expect(at?.failure?.limit).toBe('size');
  });

  it('refuses every file beyond the count, counting those already taken, but not refused ones', () => {
    const rows = prepareFiles([file('a', 1), file('big', 5000), file('b', 1), file('c', 1)], LIMITS, 1);
    expect(rows.map((row) => row.state)).toEqual(['ready', 'error_file_size', 'ready', 'error_validation']);
    expect(rows[3]?.failure?.limit).toBe('count');
    expect(countTaken(rows)).toBe(2);
  });
});

describe('failureState', () => {
  it('sorts server and network failures into the spec failed states', () => {
    expect(failureState({ status: 415, code: '38001' })).toBe('error_validation');
    expect(failureState({ status: 415, code: '38002' })).toBe('error_validation');
    expect(failureState({ status: 413, code: 'PAYLOAD_TOO_LARGE' })).toBe('error_validation');
    expect(failureState({ status: 400, code: 'VALIDATION_ERROR', field: 'file' })).toBe('error_validation');
    expect(failureState({ status: 400, code: 'VALIDATION_ERROR', field: 'caseID' })).toBe(
      'error_upload_params',
    );
    expect(failureState({ status: 400, field: 'entityID' }, 'entityID')).toBe('error_upload_params');
    expect(failureState({ status: 0, code: FETCH_ERROR })).toBe('exception_upload');
    expect(failureState({ status: 200, code: JSON_PARSE_ERROR })).toBe('exception_upload');
    expect(failureState({ message: 'boom' })).toBe('exception_upload');
    expect(failureState({ status: 500, code: 'INTERNAL_ERROR' })).toBe('error_upload');
    expect(failureState({ status: 404, code: 'NOT_FOUND' })).toBe('error_upload');
  });
});

describe('uploadReducer', () => {
  it('walks a file through the in-progress states to done', () => {
    let rows = prepareFiles([file('a', 10)], LIMITS, 0);
    const key = rows[0]!.key;
    const states = [rows[0]!.state];
    for (const action of [
      { type: 'start', key },
      { type: 'params', key },
      { type: 'progress', key, percent: 40 },
      { type: 'done', key, fileID: 'f1' },
    ] as const) {
      rows = uploadReducer(rows, action);
      states.push(rows[0]!.state);
    }
    expect(states).toEqual(['ready', 'started', 'getting_upload_params', 'uploading', 'done']);
    expect(rows[0]).toMatchObject({ progress: 100, fileID: 'f1' });
    expect(UPLOAD_PHASE[rows[0]!.state]).toBe('complete');
  });

  it('records a failure from an error object, lets Retry start again, and removes rows', () => {
    let rows = prepareFiles([file('a', 10), file('b', 5000)], LIMITS, 0);
    const [a, b] = rows.map((row) => row.key) as [string, string];
    rows = uploadReducer(rows, {
      type: 'fail',
      key: a,
      error: new ApiError(415, { code: '38001', message: 'Not supported' }),
    });
    expect(rows[0]).toMatchObject({ state: 'error_validation', failure: { status: 415, code: '38001' } });
    expect(canRetry(rows[0]!)).toBe(true);
    expect(canRetry(rows[1]!)).toBe(false);
    rows = uploadReducer(rows, { type: 'retry', key: a });
    expect(rows[0]).toMatchObject({ state: 'ready', progress: 0, failure: undefined });
    // A size refusal stays refused: retrying it would send what the limit forbids.
    rows = uploadReducer(rows, { type: 'retry', key: b });
    expect(rows[1]?.state).toBe('error_file_size');
    rows = uploadReducer(rows, { type: 'fail', key: a, error: new FileRequestError(0, FETCH_ERROR, '') });
    expect(rows[0]?.state).toBe('exception_upload');
    rows = uploadReducer(rows, { type: 'remove', key: b });
    expect(rows.map((row) => row.key)).toEqual([a]);
  });
});
