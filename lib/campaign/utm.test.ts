import { campaignIssues, campaignUrl, normaliseUtm, type CampaignVocabulary } from './utm';

const VOCABULARY: CampaignVocabulary = { sources: ['facebook', 'google'], mediums: ['paid-social', 'cpc'], pairs: [['facebook', 'paid-social'], ['google', 'cpc']] };
const codes = (query: string) => campaignIssues(new URLSearchParams(query), VOCABULARY).map((i) => i.code);

describe('normaliseUtm', () => {
  it.each([
    ['Matrículas 2027', 'matriculas-2027'],
    ['  Facebook  ', 'facebook'],
    ['Año Ñandú!!', 'ano-nandu'],
    ['a__b.c', 'a__b.c'],
    ['---', ''],
  ])('%j → %j', (input, out) => expect(normaliseUtm(input)).toBe(out));
  it('caps a value at 100 characters', () => expect(normaliseUtm('x'.repeat(500))).toHaveLength(100));
});

describe('campaignUrl', () => {
  it('puts the non-empty values, normalised, in a fixed order on the public origin', () => {
    expect(campaignUrl('https://u.edu.co', '/landing/pregrado', { utm_campaign: 'Matrículas', utm_source: 'Facebook', utm_medium: 'paid-social', utm_term: '' })).toBe(
      'https://u.edu.co/landing/pregrado?utm_source=facebook&utm_medium=paid-social&utm_campaign=matriculas',
    );
  });
});

describe('campaignIssues', () => {
  it.each([
    ['utm_source=facebook&utm_medium=paid-social&utm_campaign=x', []],
    ['', []],
    ['utm_source=Facebook&utm_medium=paid-social', ['mixed_case']],
    ['utm_source=facebook&utm_medium=', ['empty_medium']],
    ['utm_source=facebook', ['empty_medium']],
    ['utm_source=facebook&utm_medium=paid-social&gclid=abc', ['gclid']],
    ['utm_source=tiktok&utm_medium=cpc', ['unknown_source']],
    ['utm_source=facebook&utm_medium=cpc', ['unusual_pair']],
    ['utm_source=facebook&utm_medium=paid social', ['not_normalised']],
    ['utm_source=facebook&utm_medium=radio', ['unknown_medium']],
    ['utm_campaign=x', ['no_source', 'empty_medium']],
    ['utm_source=facebook&utm_source=google&utm_medium=cpc', ['repeated', 'unusual_pair']],
  ])('%j → %j', (query, expected) => expect(codes(query)).toEqual(expected));
  it('says each problem in Spanish', () => {
    const [issue] = campaignIssues(new URLSearchParams('utm_source=Facebook&utm_medium=paid-social'), VOCABULARY);
    expect(issue?.message).toBe('«utm_source=Facebook» mezcla mayúsculas: se contará aparte de «facebook». Use «facebook».');
  });
});
