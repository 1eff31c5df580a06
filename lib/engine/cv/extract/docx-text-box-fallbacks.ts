/**
 * Word stores a text box twice: as DrawingML in `mc:Choice` and as VML in `mc:Fallback`. mammoth
 * reads only the fallback, and LibreOffice (and the editors built on it) leave the fallback an
 * empty `<w:pict/>`, so a CV laid out in LibreOffice text boxes read as a Word file with no text.
 * The boxes' paragraphs are copied into a VML text box in the empty fallback, which mammoth reads
 * like Word's own: headings, bold and lists kept.
 */
const ALTERNATE = /<mc:AlternateContent\b[^>]*>[\s\S]*?<\/mc:AlternateContent>/g;
const FALLBACK = /<mc:Fallback\b[^>]*>[\s\S]*?<\/mc:Fallback>|<mc:Fallback\s*\/>/;
const TEXT_BOX = /<w:txbxContent\b[^>]*>[\s\S]*?<\/w:txbxContent>/g;

/** document.xml with every empty text-box fallback filled; null when none needed it. */
export function withTextBoxFallbacks(xml: string): string | null {
  // the VML prefix must be declared for the copied shape to be read
  if (!/<w:document\b[^>]*\sxmlns:v=/.test(xml)) return null;
  let filled = 0;
  const out = xml.replace(ALTERNATE, (block) => {
    const fallback = block.match(FALLBACK)?.[0];
    // a picture inside a text box nests one AlternateContent in another: such a block is left as it is
    if (!fallback || fallback.includes('<w:txbxContent') || block.indexOf('<mc:AlternateContent', 1) > 0) return block;
    const boxes = block.match(TEXT_BOX);
    if (!boxes) return block;
    filled++;
    return block.replace(FALLBACK, `<mc:Fallback><w:pict><v:shape><v:textbox>${boxes.join('')}</v:textbox></v:shape></w:pict></mc:Fallback>`);
  });
  return filled > 0 ? out : null;
}
