/**
 * @jest-environment node
 */
import { enhancedLead } from './lead-measurement';

const SENT = { leadId: '0f4c2a10-7d1e-4f6b-9a0e-3c5b2d1e4f60', email: 'John.Smith@gmail.com', phone: '+1 212 565 0000', country: 'co' as const };

describe('the browser share of a conversion in generate_lead', () => {
  it('after "Aceptar": the lead id as event_id and Google\'s hashed e-mail and phone', async () => {
    expect(await enhancedLead(SENT, 'utm_source=google; cookie_consent=accepted')).toEqual({
      event_id: SENT.leadId,
      user_data: {
        // printf %s johnsmith@gmail.com | sha256sum; printf %s +12125650000 | sha256sum
        sha256_email_address: '3586de92bb3636d0885a12eff961429a32e4ebd764b96f50d85d016f9338d586',
        sha256_phone_number: 'd360a79e746532a6a1e7b8164440b04cdd8797e23126f7a4de7a4b67fdcdba98',
      },
    });
  });

  it.each([
    ['after "Rechazar"', SENT, 'cookie_consent=rejected'],
    ['before a choice', SENT, 'utm_source=google'],
    ['without the lead id (a submission sent later)', null, 'cookie_consent=accepted'],
  ])('neither %s', async (_case, sent, cookies) => {
    expect(await enhancedLead(sent, cookies)).toBeNull();
  });

  it('no user_data when there is nothing to hash', async () => {
    expect(await enhancedLead({ ...SENT, email: '', phone: '' }, 'cookie_consent=accepted')).toEqual({ event_id: SENT.leadId });
  });
});
