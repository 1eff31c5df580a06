/** Place names compared accent-free and lower-case, hyphens and apostrophes as spaces ("Saint-Étienne" = "saint etienne"). */
export const foldPlace = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[-'’.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
