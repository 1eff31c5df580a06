/** Font names in PDFs look like "ABCDEF+DejaVuSans-BoldOblique" or "Arial,Bold". */
const SUBSET_PREFIX = /^[A-Z]{6}\+/;
const STYLE_SUFFIX = /[-,_ ]?(bold|black|heavy|semibold|demibold|demi|extrabold|ultrabold|medium|italic|oblique|regular|book|roman|light|condensed|mt|ps)+$/gi;
const BOLD = /bold|black|heavy|semibold|demi/i;

export function isBoldFontName(name: string): boolean {
  return BOLD.test(name.replace(SUBSET_PREFIX, ''));
}

export function fontFamilyOf(name: string): string {
  let family = name.replace(SUBSET_PREFIX, '');
  for (let previous = ''; previous !== family; ) {
    previous = family;
    family = family.replace(STYLE_SUFFIX, '');
  }
  return family.toLowerCase() || name.toLowerCase();
}
