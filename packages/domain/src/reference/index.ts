// Reference data: countries, Hong Kong aliases, currencies, business natures and the fixed lists.
export * from './countries.js';
export * from './hong-kong.js';
export * from './currencies.js';
export * from './business-natures.js';
export * from './fixed-lists.js';
