/** Injection token of the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
