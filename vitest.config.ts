import { configDefaults, defineConfig } from 'vitest/config';

// One runner, five projects: `npm test` runs domain, server, recognition and web; .ci/run runs the
// server project again on PostgreSQL, and e2e. The form readers' tests (OCR, PDFs; no database) are
// a project of their own so that they run once, not once per database.
const READER_TESTS = [
  'src/modules/recognition/ocr/**/*.test.ts',
  'src/modules/recognition/read-*.test.ts',
  'src/modules/recognition/pdf-document.test.ts',
  'src/modules/recognition/fixtures/**/*.test.ts',
  'src/modules/recognition/id-document/**/*.test.ts',
];
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...READER_TESTS],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'recognition',
          root: './apps/server',
          include: READER_TESTS,
          environment: 'node',
          testTimeout: 30_000,
          pool: 'forks',
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['specs/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
