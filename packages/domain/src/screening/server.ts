/** Server-only screening code (`@portal/domain/screening`): the Chinese-name tables stay out of the web bundle. */
export * from './romanise/index.js';
export * from './screening-index.js';
export * from './screen-name.js';
