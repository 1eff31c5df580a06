import { describe, expect, it } from 'vitest';
import { lookupSkill } from '../knowledge';
import { listedToolTest } from './tool-employers';

describe('listedToolTest', () => {
  it('names a product of more than one word that the CV lists among its skills', () => {
    const isTool = listedToolTest(['MICROSOFT SHAREPOINT (7 years)', 'SharePoint', 'SAP', 'AWS'], lookupSkill);
    expect(isTool('Microsoft SharePoint')).toBe(true);
    expect(listedToolTest(['ABAP', 'SAP HANA'], lookupSkill)('SAP ABAP')).toBe(true);
  });
  it('leaves one-word names, names with an organisation word and products the CV does not list as employers', () => {
    const isTool = listedToolTest(['SharePoint', 'SAP', 'AWS', 'Salesforce'], lookupSkill);
    expect(isTool('SAP')).toBe(false);
    expect(isTool('Salesforce')).toBe(false);
    expect(isTool('Amazon Web Services')).toBe(false);
    expect(isTool('Apache Spark')).toBe(false);
    expect(isTool('SAP Labs')).toBe(false);
    expect(listedToolTest(['Python'], lookupSkill)('SAP ABAP')).toBe(false);
  });
});
