/** Server-only form recognition code (`@portal/domain/recognition`): templates and assembly stay out of the web bundle. */
export * from './types.js';
export * from './detect-form.js';
export * from './fuzzy-match.js';
