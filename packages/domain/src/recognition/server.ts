/** Server-only form recognition code (`@portal/domain/recognition`): templates and assembly stay out of the web bundle. */
export * from './types.js';
export * from './detect-form.js';
export * from './fuzzy-match.js';
export * from './nnc1-template.js';
export * from './classify-page.js';
export * from './classify-marks.js';
export * from './assemble-nnc1.js';
export * from './read-nar1-lines.js';
export * from './mrz.js';
export * from '../reference/commercial-codes.js';
export * from './hkid-card.js';
export * from './id-document.js';
