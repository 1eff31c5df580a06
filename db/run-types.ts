/** Tables of the embedded Inngest executor (inngest/embedded). Filled in with its migration. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RunTables {}
