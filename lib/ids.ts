/**
 * The ids of the service: UUID v7 for records, request ids and tokens. Made in db/ids.ts, where
 * the queries that insert rows need them (db/ imports nothing of lib/).
 */
export { isUuid, uuidv7 } from '../db/ids';
