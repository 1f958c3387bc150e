import { pageFacts } from './page-facts';

describe('pageFacts', () => {
  it('reads title, canonical, robots and a lead form from the site’s markup', () => {
    const html = `<html><head><title>Administración &amp; Empresas</title><meta name="robots" content="noindex, follow"/>
      <link rel="canonical" href="https://u.edu.co/landing/pregrado"/></head><body><form class="f" action="/api/forms/lead" method="post"></form></body></html>`;
    expect(pageFacts(html)).toEqual({ title: 'Administración & Empresas', canonical: 'https://u.edu.co/landing/pregrado', robots: 'noindex, follow', leadForm: true });
  });
  it('says when there is none of them', () => {
    expect(pageFacts('<html><body><form action="/buscar"></form></body></html>')).toEqual({ title: '', canonical: '', robots: '', leadForm: false });
  });
});
