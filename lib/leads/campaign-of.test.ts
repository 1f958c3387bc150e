import { campaignCounts, campaignCsv, campaignOf } from './campaign-of';

describe('campaignOf', () => {
  it('reads each lead kind’s campaign and nothing personal', () => {
    const lead = { contact: { email: 'a@b.co' }, opportunities: [{ utm_source: 'facebook', utm_media: 'paid-social', utm_campaign: 'c1', landingName: '/landing/pregrado' }] };
    expect(campaignOf('lead', lead)).toEqual({ source: 'facebook', medium: 'paid-social', campaign: 'c1', landing: '/landing/pregrado' });
    expect(campaignOf('potential', { potential: { email: 'a@b.co', utm_source: 'google', utm_media: 'cpc', utm_campaign: 'c2', landingName: '/x' } })).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'c2',
      landing: '/x',
    });
    expect(campaignOf('landing', { email: 'a@b.co', landing: '/eventos/x', utm: { landingSource: 'email', landingMedio: 'email', landingCampaign: 'c3' } })).toEqual({
      source: 'email',
      medium: 'email',
      campaign: 'c3',
      landing: '/eventos/x',
    });
    expect(campaignOf('webcase', { email: 'a@b.co' })).toBeNull();
    expect(campaignOf('lead', { opportunities: 'nope' })).toEqual({ source: '', medium: '', campaign: '', landing: '' });
  });
});

describe('campaignCounts and campaignCsv', () => {
  const c = (source: string, campaign: string) => JSON.stringify({ source, medium: 'cpc', campaign, landing: '/l' });
  const lines = campaignCounts([
    { campaign: c('google', 'a'), status: 'delivered', count: 2 },
    { campaign: c('google', 'a'), status: 'pending', count: 1 },
    { campaign: c('google', 'a'), status: 'exhausted', count: 1 },
    { campaign: c('=cmd', 'b'), status: 'rejected', count: 1 },
    { campaign: 'not json', status: 'delivered', count: 9 },
  ]);
  it('adds the statuses of each campaign: delivered, pending, failed', () => {
    expect(lines[0]).toEqual({ source: 'google', medium: 'cpc', campaign: 'a', landing: '/l', delivered: 2, pending: 1, failed: 1, total: 4 });
    expect(lines).toHaveLength(2);
  });
  it('writes CSV that a spreadsheet cannot run as a formula', () => {
    expect(campaignCsv(lines)).toBe('source,medium,campaign,landing,total,delivered,pending,failed\r\ngoogle,cpc,a,/l,4,2,1,1\r\n"\'=cmd",cpc,b,/l,1,0,0,1\r\n');
  });
});
