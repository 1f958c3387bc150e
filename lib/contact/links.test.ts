import { EMAIL_PATTERN, PHONE_PATTERN, contactParts, dialable, mailtoHref, telHref, whatsappHref } from './links';

describe('contact links', () => {
  it.each([
    ['+57 601 745 2200', '+576017452200'],
    ['+507 263-4500', '+5072634500'],
    ['+506 2280-4500', '+50622804500'],
    [' 601 745 2200 ', '6017452200'],
  ])('dialable(%s) = %s', (phone, expected) => {
    expect(dialable(phone)).toBe(expected);
  });

  it.each([
    ['tel', telHref('+57 601 745 2200'), 'tel:+576017452200'],
    ['mailto', mailtoHref('admisiones@uandinadelsaber.edu.co'), 'mailto:admisiones@uandinadelsaber.edu.co'],
    ['mailto with subject', mailtoHref('a@b.co', 'Información de Derecho'), 'mailto:a@b.co?subject=Informaci%C3%B3n%20de%20Derecho'],
    ['wa.me with number', whatsappHref('+57 310 745 2200'), 'https://wa.me/573107452200'],
    ['wa.me with text', whatsappHref('+507 6263-4500', 'Hola, quiero información'), 'https://wa.me/50762634500?text=Hola%2C%20quiero%20informaci%C3%B3n'],
    ['wa.me share without number', whatsappHref(null, 'Mira https://x.co/a'), 'https://wa.me/?text=Mira%20https%3A%2F%2Fx.co%2Fa'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['Llámanos al +57 601 745 2200.', ['+57 601 745 2200']],
    ['Teléfono: +507 263-4500 o +506 8780-4500', ['+507 263-4500', '+506 8780-4500']],
    ['Valor: $ 8.950.000 por semestre; año 2027', []],
  ])('finds the phones in %j', (text, phones) => {
    expect(text.match(PHONE_PATTERN) ?? []).toEqual(phones);
  });

  it.each([
    ['Escríbenos a admisiones@uandinadelsaber.edu.co.', ['admisiones@uandinadelsaber.edu.co']],
    ['sin correo @usuario', []],
  ])('finds the e-mails in %j', (text, emails) => {
    expect(text.match(EMAIL_PATTERN) ?? []).toEqual(emails);
  });
});

describe('contactParts: a text with its contacts as links', () => {
  it.each([
    ['escribiendo a datos@u.edu.co.', [{ text: 'escribiendo a ' }, { text: 'datos@u.edu.co', href: 'mailto:datos@u.edu.co' }, { text: '.' }]],
    ['llama al +57 601 745 2200 o escribe a a@b.co', [{ text: 'llama al ' }, { text: '+57 601 745 2200', href: 'tel:+576017452200' }, { text: ' o escribe a ' }, { text: 'a@b.co', href: 'mailto:a@b.co' }]],
    ['sin contacto', [{ text: 'sin contacto' }]],
    ['', []],
  ])('%j', (text, parts) => {
    expect(contactParts(text)).toEqual(parts);
    expect(contactParts(text).map((p) => p.text).join('')).toBe(text); // the text itself, byte for byte
  });
});
