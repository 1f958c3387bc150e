/**
 * @jest-environment node
 */
import { googleEmail, googleHashes, googlePhone, metaEmail, metaHashes, metaPhone, sha256Hex } from './hashing';

/** A hash the platforms' own examples (or, where they publish none, `printf %s … | sha256sum`) give. */
const HASH = {
  // Meta, "Customer Information Parameters", em and ph examples.
  john_smith: '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f',
  us16505551212: 'e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176',
  johnsmithGmail: '3586de92bb3636d0885a12eff961429a32e4ebd764b96f50d85d016f9338d586',
  plus12125650000: 'd360a79e746532a6a1e7b8164440b04cdd8797e23126f7a4de7a4b67fdcdba98',
  plus442070313000: 'f3d7e96c73fb0de1b66acfce541d7af758fbd4f3fa3af0ea4e10110000d3625e',
  valentina: '4824e50c7f360ee814c94543adb812442522906b61c190877df5241e2cc10195',
  co573101234567: 'c38cb60ca295469d10b1f780da5402d6fb3d1b9d0f1c8ada1558e65495dd1b6d',
  coPlus573101234567: '083797eab4b6f829ae64305025bfe7f0180890c7ed72d80b183938e2e259a660',
};

describe("Meta's normalisation (Conversions API customer information parameters)", () => {
  it.each([
    ["Meta's example", 'John_Smith@gmail.com', 'john_smith@gmail.com'],
    ['trimmed, lower case', '  Valentina.Gomez@Correo.COM ', 'valentina.gomez@correo.com'],
    ['a Gmail address keeps its dots for Meta', 'John.Smith@gmail.com', 'john.smith@gmail.com'],
    ['no address', 'no-es-correo', ''],
  ])('e-mail: %s', (_case, input, expected) => {
    expect(metaEmail(input)).toBe(expected);
  });

  it.each([
    ["Meta's example (a US number with its code)", '+1 (650)555-1212', 'co', '16505551212'],
    ['a Colombian mobile gets 57', '310 123 4567', 'co', '573101234567'],
    ['already with the code', '57 310 123 4567', 'co', '573101234567'],
    ['00 is the international prefix', '0057 3101234567', 'co', '573101234567'],
    ['a leading trunk zero goes', '03101234567', 'co', '573101234567'],
    ['Panamá: 507', '6123-4567', 'pa', '50761234567'],
    ['Costa Rica: 506', '8888 7777', 'cr', '50688887777'],
    ['too short to be a number', '123', 'co', ''],
  ] as const)('phone: %s', (_case, input, country, expected) => {
    expect(metaPhone(input, country)).toBe(expected);
  });

  it('hashes as Meta publishes', async () => {
    expect(await metaHashes('John_Smith@gmail.com', '+1 (650)555-1212', 'co')).toEqual({ email: HASH.john_smith, phone: HASH.us16505551212 });
    expect(await metaHashes('Valentina.Gomez@correo.com', '3101234567', 'co')).toEqual({ email: HASH.valentina, phone: HASH.co573101234567 });
  });
});

describe("Google's normalisation (enhanced conversions)", () => {
  it.each([
    ['trimmed, lower case', ' Valentina.Gomez@Correo.com', 'valentina.gomez@correo.com'],
    ['the dots before @gmail.com go', 'John.Smith@gmail.com', 'johnsmith@gmail.com'],
    ['and before @googlemail.com', 'j.o.h.n@googlemail.com', 'john@googlemail.com'],
    ['not for another domain', 'john.smith@example.com', 'john.smith@example.com'],
  ])('e-mail: %s', (_case, input, expected) => {
    expect(googleEmail(input)).toBe(expected);
  });

  it.each([
    // Google Ads API team's E.164 examples.
    ["Google's US example", '+1 212 565 0000', 'co', '+12125650000'],
    ["Google's UK example", '+44 20 7031 3000', 'co', '+442070313000'],
    ['a Colombian mobile', '(310) 123-4567', 'co', '+573101234567'],
    ['nothing to send', '', 'co', ''],
  ] as const)('phone: %s', (_case, input, country, expected) => {
    expect(googlePhone(input, country)).toBe(expected);
  });

  it('hashes the normalised values', async () => {
    expect(await googleHashes('John.Smith@gmail.com', '+1 212 565 0000', 'co')).toEqual({ email: HASH.johnsmithGmail, phone: HASH.plus12125650000 });
    expect((await googleHashes('', '+44 20 7031 3000', 'co')).phone).toBe(HASH.plus442070313000);
    expect((await googleHashes('a@b.co', '3101234567', 'co')).phone).toBe(HASH.coPlus573101234567);
  });
});

describe('sha256Hex', () => {
  it("is SHA-256 in lower-case hex, and '' for nothing", async () => {
    expect(await sha256Hex('john_smith@gmail.com')).toBe(HASH.john_smith);
    expect(await sha256Hex('')).toBe('');
  });
});
