/** The path and query of the page being rendered; proxy.ts sets it on every page request (a client's own value is replaced). */
export const REQUEST_PATH_HEADER = 'x-cvlens-path';
