/** An ILIKE pattern matching text that contains `words` literally (its %, _ and \ escaped). */
export const containsPattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
