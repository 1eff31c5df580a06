/**
 * The password rule's length, apart from its zod schema (lib/auth/credentials.ts) so that the
 * sign-up and reset forms, which run in the browser, can state it without bundling zod: zod's
 * `new Function` probe is an eval the dashboard's Content-Security-Policy refuses.
 */
export const PASSWORD_MIN = 8;
