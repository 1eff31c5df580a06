import { describe, expect, it } from 'vitest';
import { withTextBoxFallbacks } from './docx-text-box-fallbacks';

const doc = (body: string, ns = ' xmlns:v="urn:schemas-microsoft-com:vml"') =>
  `<w:document xmlns:w="w" xmlns:mc="mc"${ns}><w:body>${body}</w:body></w:document>`;
const box = (text: string) => `<w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent>`;
const alternate = (choice: string, fallback: string) =>
  `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wps:txbx>${choice}</wps:txbx></w:drawing></mc:Choice>${fallback}</mc:AlternateContent></w:r></w:p>`;

describe('withTextBoxFallbacks', () => {
  it("copies a LibreOffice text box into its empty VML fallback, which is all mammoth reads", () => {
    const xml = doc(alternate(box('Contact'), '<mc:Fallback><w:pict></w:pict></mc:Fallback>'));
    expect(withTextBoxFallbacks(xml)).toContain(`<mc:Fallback><w:pict><v:shape><v:textbox>${box('Contact')}</v:textbox></v:shape></w:pict></mc:Fallback>`);
  });

  it("leaves Word's own fallbacks, blocks without a text box and documents without the VML prefix alone", () => {
    expect(withTextBoxFallbacks(doc(alternate(box('Contact'), `<mc:Fallback><w:pict><v:textbox>${box('Contact')}</v:textbox></w:pict></mc:Fallback>`)))).toBeNull();
    expect(withTextBoxFallbacks(doc(alternate('<pic:pic/>', '<mc:Fallback><w:pict></w:pict></mc:Fallback>')))).toBeNull();
    expect(withTextBoxFallbacks(doc(alternate(box('Contact'), '<mc:Fallback><w:pict></w:pict></mc:Fallback>'), ''))).toBeNull();
  });
});
