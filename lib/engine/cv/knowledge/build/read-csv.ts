/**
 * RFC 4180 CSV (quoted fields may hold commas, doubled quotes and line breaks), as the ESCO
 * exports are written. Build-time only: no CSV parser is a dependency of the product, and the
 * format is small enough that a scanner is clearer than one more package.
 */
export function parseCsv(text: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = src.length;
  // fields are sliced, not built character by character: the ESCO files are tens of MB
  while (i < n) {
    let value: string;
    if (src[i] === '"') {
      let out = '';
      let from = i + 1;
      for (;;) {
        const q = src.indexOf('"', from);
        if (q === -1) throw new Error('unterminated quoted CSV field');
        out += src.slice(from, q);
        if (src[q + 1] === '"') {
          out += '"';
          from = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      value = out;
    } else {
      let j = i;
      while (j < n && src[j] !== ',' && src[j] !== '\n' && src[j] !== '\r') j++;
      value = src.slice(i, j);
      i = j;
    }
    row.push(value);
    if (src[i] === ',') {
      i++;
      if (i === n) row.push('');
    } else {
      if (src[i] === '\r') i++;
      if (src[i] === '\n') i++;
      rows.push(row);
      row = [];
    }
  }
  if (row.length > 0) rows.push(row);
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

/** rows as objects keyed by the header row */
export function csvRecords(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** tab-separated with one header row and no quoting (O*NET, the wage tables): rows as objects */
export function tsvRecords(text: string): Array<Record<string, string>> {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = lines[0].split('\t');
  return lines.slice(1).map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}
