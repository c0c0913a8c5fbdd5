import { vi } from 'vitest';

/**
 * The fetch double behind the mocked api/http module of the task tests. Its own module with no
 * imports of the app, so the mock's factory can load it while api/http is being mocked. Use it as
 * `vi.mock('../../../api/http', async () => (await import('../../../test/stub-http')).stubHttpModule(
 * (input, init) => fetchMock(input, init)))` after importing fetchMock from here.
 */
export const fetchMock = vi.fn<typeof fetch>();
