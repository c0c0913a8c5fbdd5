import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it('names the browser and the system of common agents', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toEqual({ kind: 'both', browser: 'Chrome', system: 'Linux' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toEqual({ kind: 'both', browser: 'Edge', system: 'Windows' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ kind: 'both', browser: 'Safari', system: 'iOS' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toEqual({ kind: 'both', browser: 'Chrome', system: 'Android' });
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      ),
    ).toEqual({ kind: 'both', browser: 'Firefox', system: 'macOS' });
  });

  it('falls back to one name, the raw agent, or unknown', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ kind: 'one', name: 'curl' });
    expect(describeUserAgent('node')).toEqual({ kind: 'raw', agent: 'node' });
    expect(describeUserAgent(null)).toEqual({ kind: 'unknown' });
    expect(describeUserAgent('  ')).toEqual({ kind: 'unknown' });
  });
});
