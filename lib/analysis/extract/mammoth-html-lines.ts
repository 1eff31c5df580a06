/**
 * Turns the small, regular HTML that mammoth produces into paragraph lines. Only the tags
 * mammoth emits matter: headings, paragraphs, list items, table cells and <strong>.
 */
export interface HtmlLine {
  text: string;
  heading: boolean;
  bullet: boolean;
  bold: boolean;
}

const BLOCK = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'td', 'th', 'tr', 'table', 'ul', 'ol']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) ? String.fromCodePoint(value) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export function htmlToLines(html: string): HtmlLine[] {
  const lines: HtmlLine[] = [];
  let text = '';
  let boldText = '';
  let strongDepth = 0;
  let heading = false;
  let bullet = false;
  let boldBlock = false;
  const flush = () => {
    // Tabs separate fields ("Engineer<tab>2019 – 2021"): keep them as a double space.
    const clean = decodeEntities(text).replace(/\t+/g, '  ').replace(/[ \u00a0]{3,}/g, '  ').trim();
    const cleanBold = decodeEntities(boldText).replace(/\s/g, '');
    if (clean) {
      const mostlyStrong = cleanBold.length > 0 && cleanBold.length >= clean.replace(/\s/g, '').length * 0.8;
      lines.push({ text: clean, heading, bullet, bold: boldBlock || mostlyStrong });
    }
    text = '';
    boldText = '';
    heading = false;
    bullet = false;
    boldBlock = false;
  };
  for (const match of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    const [, closing, rawTag, content] = match;
    if (content !== undefined) {
      text += content;
      if (strongDepth > 0) boldText += content;
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (tag === 'strong' || tag === 'b') strongDepth = Math.max(0, strongDepth + (closing ? -1 : 1));
    else if (tag === 'br') text += '  ';
    else if (BLOCK.has(tag)) {
      flush();
      // Heading 1-2 name sections; deeper heading styles usually head entries, so they read as bold lines.
      if (!closing && /^h[12]$/.test(tag)) heading = true;
      if (!closing && /^h[3-6]$/.test(tag)) boldBlock = true;
      if (!closing && tag === 'li') bullet = true;
    }
  }
  flush();
  return lines;
}
