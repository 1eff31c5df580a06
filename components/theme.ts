export type Theme = 'system' | 'light' | 'dark';

/** The theme cookie's value; anything else (or none) means the system setting. */
export const readTheme = (value: string | undefined): Theme => (value === 'light' || value === 'dark' ? value : 'system');
