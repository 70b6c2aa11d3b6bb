import { describe, expect, it } from 'vitest';
import { mailtoHref, SUPPORT_EMAIL } from './support-email';

describe('mailtoHref', () => {
  it('links to the address alone when there is no subject', () => {
    expect(mailtoHref(SUPPORT_EMAIL)).toBe('mailto:support@beatpasal.com');
  });

  it('encodes the subject so mail apps read it whole', () => {
    expect(mailtoHref(SUPPORT_EMAIL, 'Dispute report & refund?')).toBe(
      'mailto:support@beatpasal.com?subject=Dispute%20report%20%26%20refund%3F',
    );
  });
});
