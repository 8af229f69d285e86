import fs from 'node:fs';
import path from 'node:path';
import { withContent } from '../test-utils/tempContent';
import { ContentError } from './errors';
import { getSiteConfig, siteConfig, mapEmbedSrc, phoneDigits, telHref, webmailComposeHref, whatsappHref } from './site';

const realSite = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content/site.json'), 'utf8'));

describe('site config', () => {
  it('content/site.json is valid and carries the tagline', () => {
    const site = getSiteConfig();
    expect(site.tagline).toBe('Our Passion Your Success');
    expect(site.product.length).toBeGreaterThan(0);
  });

  it.each([
    ['phone', { phone: '98765-43210' }],
    ['supportEmail', { supportEmail: 'not an address' }],
    ['social.instagram', { social: { ...realSite.social, instagram: 'http://insecure.example' } }],
    ['portalSignupUrl', { portalSignupUrl: 'javascript:alert(1)' }],
    ['map.query', { map: { ...realSite.map, query: '  ' } }],
  ])('rejects a wrong %s and names it', (field, change) => {
    const broken = { ...realSite, ...change };
    withContent({ 'site.json': JSON.stringify(broken) }, () => {
      expect(() => siteConfig.get()).toThrow(ContentError);
      try {
        siteConfig.get();
      } catch (error) {
        expect((error as ContentError).issues.map((issue) => issue.field)).toContain(field);
      }
    });
  });

  it('rejects a missing product name', () => {
    const { product: _omitted, ...rest } = realSite;
    void _omitted;
    withContent({ 'site.json': JSON.stringify(rest) }, () => {
      expect(() => siteConfig.get()).toThrow(/site\.json → product: is missing/);
    });
  });
});

describe('contact links', () => {
  it('derives tel:, WhatsApp, webmail and map addresses', () => {
    expect(phoneDigits('+91 98765 43210')).toBe('+919876543210');
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(whatsappHref('+91 98765 43210')).toBe('https://wa.me/919876543210');
    expect(whatsappHref('+91 98765 43210', 'Hi & bye')).toBe('https://wa.me/919876543210?text=Hi%20%26%20bye');
    expect(webmailComposeHref('a+b@x.in')).toBe('https://mail.google.com/mail/?view=cm&fs=1&to=a%2Bb%40x.in');
    expect(mapEmbedSrc('CP, Delhi')).toBe('https://www.google.com/maps?q=CP%2C%20Delhi&output=embed');
  });
});
