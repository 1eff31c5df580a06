import { describe, expect, it } from 'vitest';
import { markedItems } from './marked-items';

describe('markedItems', () => {
  it('joins a numbered item wrapped by the page width back into one', () => {
    const lines = ['1. Doe J, Roe R (2023). A study of gating.', 'Journal of Examples 12(4): 812–829.', '2. Doe J (2021). Signalling in cell lines. Examples 40: 2211–', '2224.'];
    expect(markedItems(lines)).toEqual(['1. Doe J, Roe R (2023). A study of gating. Journal of Examples 12(4): 812–829.', '2. Doe J (2021). Signalling in cell lines. Examples 40: 2211–2224.']);
  });

  it('keeps the lines of an unmarked list as items', () => {
    expect(markedItems(['Best Paper Award, 2021', 'Travel grant, 2019'])).toEqual(['Best Paper Award, 2021', 'Travel grant, 2019']);
  });

  it('joins the wrapped rest of an item in a list that opens each item with its years', () => {
    const lines = ['2023 – 2026  ARC Discovery Project DP230100456, “Predicting coral recovery after mass', 'bleaching”, AUD 512,000 (lead CI)', '2018 – 2021  ARC DECRA DE180100789, AUD', '365,000', '2016  Seed grant, AUD 40,000'];
    expect(markedItems(lines)).toEqual([
      '2023 – 2026  ARC Discovery Project DP230100456, “Predicting coral recovery after mass bleaching”, AUD 512,000 (lead CI)',
      '2018 – 2021  ARC DECRA DE180100789, AUD 365,000',
      '2016  Seed grant, AUD 40,000',
    ]);
  });

  it("keeps a builder's award or publication of several lines one item: a title with its date in a column over authors and venue, or a title over 'Issuer · date'", () => {
    expect(markedItems(['Fatigue of Compressor Frames  July 2024', 'R. Ortiz, M. Chen', 'ASME PVP Conference', 'Bolted Joints Revisited  May 2021', 'R. Ortiz'])).toEqual([
      'Fatigue of Compressor Frames  July 2024, R. Ortiz, M. Chen, ASME PVP Conference',
      'Bolted Joints Revisited  May 2021, R. Ortiz',
    ]);
    expect(markedItems(['Rocket Award for Product Impact', 'Razorpay · Mar 2023', 'For Autopay adoption.', 'Star of the Quarter', 'Swiggy · Dec 2019'])).toEqual([
      'Rocket Award for Product Impact, Razorpay · Mar 2023, For Autopay adoption.',
      'Star of the Quarter, Swiggy · Dec 2019',
    ]);
    // one title over its detail line among items the page already joined
    expect(markedItems(['Why mandates fail The Product Folks · Aug 2023', 'Designing onboarding for merchants', 'Mind the Product · Nov 2020'])).toEqual([
      'Why mandates fail The Product Folks · Aug 2023',
      'Designing onboarding for merchants, Mind the Product · Nov 2020',
    ]);
    // a list of one-line items, dated or not, stays as it is
    expect(markedItems(["Dean's List", 'Best Paper Award, 2021', 'Eagle Scout', 'Travel grant, 2019'])).toEqual(["Dean's List", 'Best Paper Award, 2021', 'Eagle Scout', 'Travel grant, 2019']);
  });
});
