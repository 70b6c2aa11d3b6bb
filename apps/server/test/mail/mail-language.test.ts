import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { languageOfRequest, languageOfUser } from '../../src/mail/mail-language';
import { mailStrike } from '../../src/services/moderation/moderation-mails';
import { mailTakedownFiled } from '../../src/services/moderation/takedowns/takedown-mails';
import {
  mailAccountRemoved,
  mailAccountRestored,
  mailAccountSuspended,
  mailDisputeDecided,
} from '../../src/services/moderation/dispute-and-account-mails';
import { insertReadyTracks } from '../catalogue/catalogue-fixtures';
import { PURCHASE_MAIL_TEXTS, licenceName, money } from '../../src/services/purchases/purchase-mail-texts';
import { createAdmin, createArtist, sameOrigin, signUpAndVerify, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('e-mails in the reader language', { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const latestSubject = async (email: string) =>
    (await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)))[0]
      ?.subject;
  const signUp = (email: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { ...sameOrigin(t), ...(language ? { 'accept-language': language } : {}) },
      payload: { email, password: 'secret-password-1', name: '', callbackURL: '/login?verified=1' },
    });

  const chooseNepali = (user: TestUser) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: sameOrigin(t, user.cookie),
      payload: { language: 'ne' },
    });

  it('writes the verification e-mail in the language the sign-up page was in', async () => {
    const nepali = `ne-${crypto.randomUUID()}@example.com`;
    const english = `en-${crypto.randomUUID()}@example.com`;
    expect((await signUp(nepali, 'ne')).statusCode).toBe(200);
    expect((await signUp(english)).statusCode).toBe(200);
    expect(await latestSubject(nepali)).toBe('Beatpasal का लागि आफ्नो इमेल प्रमाणित गर्नुहोस्');
    expect(await latestSubject(english)).toBe('Verify your e-mail for Beatpasal');
  });

  it('writes the password reset e-mail in the language of the page that asked', async () => {
    const user = await signUpAndVerify(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { ...sameOrigin(t), 'accept-language': 'ne' },
      payload: { email: user.email, redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(await latestSubject(user.email)).toBe('आफ्नो Beatpasal पासवर्ड रिसेट गर्नुहोस्');
  });

  it('knows an account language once chosen, English before', async () => {
    const user = await signUpAndVerify(t);
    expect(await languageOfUser(t.ctx.database.db, user.userId)).toBe('en');
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: sameOrigin(t, user.cookie),
      payload: { language: 'ne' },
    });
    expect(await languageOfUser(t.ctx.database.db, user.userId)).toBe('ne');
  });

  it("writes an administrator's warning in the language of the account it goes to", async () => {
    const [nepali, english] = await Promise.all([signUpAndVerify(t), signUpAndVerify(t)]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: sameOrigin(t, nepali.cookie),
      payload: { language: 'ne' },
    });
    for (const user of [nepali, english]) {
      await mailStrike(t.ctx.database.db, {
        to: user.email,
        publicUrl: 'http://localhost',
        reason: 'Spam',
        actionId: user.userId,
      });
    }
    expect(await latestSubject(nepali.email)).toBe('तपाईंको Beatpasal खातामा चेतावनी');
    expect(await latestSubject(english.email)).toBe('A warning on your Beatpasal account');
  });

  describe('moderation and trust e-mails', () => {
    let nepali: TestUser;
    let english: TestUser;
    beforeAll(async () => {
      [nepali, english] = await Promise.all([signUpAndVerify(t), signUpAndVerify(t)]);
      await chooseNepali(nepali);
    });
    const latest = async (email: string, prefix: string) =>
      (
        await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id))
      ).find((row) => row.dedupeKey.startsWith(prefix));
    const subjectsOf = async (prefix: string) => [
      (await latest(nepali.email, prefix))?.subject,
      (await latest(english.email, prefix))?.subject,
    ];
    const toBoth = async (send: (user: TestUser) => Promise<void>) => {
      for (const user of [nepali, english]) await send(user);
    };
    const facts = (user: TestUser) => ({
      to: user.email,
      publicUrl: 'http://localhost',
      reason: 'कारण',
      actionId: user.userId,
    });

    it('writes suspension, restore and removal in the account language', async () => {
      await toBoth((user) => mailAccountSuspended(t.ctx.database.db, facts(user)));
      await toBoth((user) => mailAccountRestored(t.ctx.database.db, facts(user)));
      await toBoth((user) => mailAccountRemoved(t.ctx.database.db, facts(user)));
      expect(await subjectsOf('account-suspended:')).toEqual([
        'तपाईंको Beatpasal खाता निलम्बित भयो',
        'Your Beatpasal account is suspended',
      ]);
      expect(await subjectsOf('account-restored:')).toEqual([
        'तपाईंको Beatpasal खाता फेरि खुल्यो',
        'Your Beatpasal account is restored',
      ]);
      expect(await subjectsOf('account-removed:')).toEqual([
        'तपाईंको Beatpasal खाता हटाइयो',
        'Your Beatpasal account was removed',
      ]);
      expect((await latest(nepali.email, 'account-suspended:'))?.text).toContain('कारण: कारण');
    });

    it('writes a dispute decision and a filed notice in the account language', async () => {
      const dispute = {
        decision: 'resolved_buyer' as const,
        referenceCode: 'BP-7',
        trackTitle: 'Dhun',
        path: '/purchase/x',
      };
      await toBoth((user) => mailDisputeDecided(t.ctx.database.db, { ...facts(user), ...dispute }));
      expect(await subjectsOf('dispute-decided:')).toEqual([
        'अर्डर BP-7 को विवादको निर्णय भयो',
        'Dispute about order BP-7: decided',
      ]);
      expect((await latest(nepali.email, 'dispute-decided:'))?.text).toContain(
        'प्रशासकहरूले विवादको निर्णय खरिदकर्ताको पक्षमा गर्नुभयो।',
      );
      await toBoth((user) =>
        mailTakedownFiled(t.ctx.database.db, {
          to: user.email,
          publicUrl: 'http://localhost',
          takedownId: user.userId,
          title: 'Dhun',
          claimantName: 'Sita',
          originalWork: 'Mine',
        }),
      );
      expect(await subjectsOf('takedown-filed:')).toEqual([
        '"Dhun" बारे प्रतिलिपि अधिकारको सूचना',
        'A copyright notice about "Dhun"',
      ]);
    });

    it('tells a claimant the decision in the language the notice was filed in, and the artist in theirs', async () => {
      const [admin, artist] = await Promise.all([createAdmin(t), createArtist(t)]);
      await chooseNepali(artist);
      const [trackId] = (await insertReadyTracks(t, artist.userId, [{ title: 'पहाडी धुन', genre: 'Lo-Fi' }])) as [
        string,
      ];
      const claimant = `claimant-${crypto.randomUUID()}@example.com`;
      const notice = {
        claimantName: 'Sita Rai',
        contactEmail: claimant,
        originalWork: 'Mine',
        trackUrl: `http://localhost:3000/track/${trackId}`,
        goodFaith: true,
        signature: 'Sita Rai',
      };
      const filed = await t.app.inject({
        method: 'POST',
        url: '/api/takedowns',
        headers: { ...sameOrigin(t), 'accept-language': 'ne' },
        payload: notice,
      });
      expect(filed.statusCode).toBe(201);
      const [queued] = (
        await t.app.inject({ method: 'GET', url: '/api/admin/takedowns', headers: { cookie: admin.cookie } })
      ).json().takedowns;
      const decided = await t.app.inject({
        method: 'POST',
        url: `/api/admin/takedowns/${queued.id}/remove`,
        headers: sameOrigin(t, admin.cookie),
        payload: { reason: 'नक्कल' },
      });
      expect(decided.statusCode).toBe(200);
      expect((await latest(claimant, 'takedown-decided:'))?.subject).toBe(
        '"पहाडी धुन" बारेको प्रतिलिपि अधिकार सूचनाको निर्णय भयो',
      );
      expect((await latest(artist.email, 'takedown-decided:'))?.text).toContain('"पहाडी धुन" अब सधैँका लागि लुकेकै रहन्छ।');
    });
  });
});

describe('purchase and request languages', () => {
  it('reads Accept-Language, English unless Nepali comes first', () => {
    const request = (value: string) => new Request('http://x', { headers: { 'accept-language': value } });
    expect(languageOfRequest(request('ne'))).toBe('ne');
    expect(languageOfRequest(request('ne-NP,en;q=0.8'))).toBe('ne');
    expect(languageOfRequest(request('en-GB,ne;q=0.5'))).toBe('en');
    expect(languageOfRequest(undefined)).toBe('en');
  });

  it('writes purchase e-mails with रु and Nepali licence names', () => {
    const facts = {
      title: 'पहाडी धुन',
      artist: 'Sita',
      licence: licenceName('exclusive', 'ne'),
      price: money(150000, 'ne'),
      reference: 'BP-1',
    };
    const mail = PURCHASE_MAIL_TEXTS.ne.approved(facts, null);
    expect(mail.subject).toBe('भुक्तानी पुष्टि भयो: Sita को “पहाडी धुन”');
    expect(mail.paragraphs[0]).toContain('रु 1,50,000');
    expect(mail.paragraphs[0]).toContain('एक्स्क्लुसिभ');
    expect(money(150000, 'en')).toBe('NPR 1,50,000');
  });
});
