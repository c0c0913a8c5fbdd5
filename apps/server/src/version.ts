/** The product version, shown in /api/health and the OpenAPI document. */
export const APP_VERSION = '0.1.0';
