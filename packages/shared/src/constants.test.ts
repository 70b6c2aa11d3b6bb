import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('spec §9 constants', () => {
  it('keep the values the spec gives', () => {
    expect(constants).toMatchObject({
      SIGNED_LINK_SECONDS: 3600,
      UNREAD_POLL_MS: 5000,
      CHAT_POLL_MS: 3000,
      DELETE_CONFIRM_MS: 6000,
      COPY_CONFIRM_MS: 2000,
      ALREADY_PURCHASED_REDIRECT_MS: 2500,
      SESSION_REFRESH_MS: 30_000,
      HEARTBEAT_MS: 25_000,
      FEED_PAGE_SIZE: 9,
      CAROUSEL_SCROLL_PX: 300,
      HOME_TRACKS_PER_ARTIST: 2,
      MIN_PASSWORD: 6,
      SEEK_STEP: 0.5,
      VOLUME_STEP: 0.01,
      SUPPORT_REPLY_HOURS: 24,
      DISPUTE_RESPONSE_HOURS: 48,
      CONTACT_MESSAGE_ROWS: 5,
    });
  });
});

describe('upload limits', () => {
  it('read as whole megabytes in messages', () => {
    expect(constants.formatMegabytes(constants.MAX_AUDIO_BYTES)).toBe('200 MB');
    expect(constants.formatMegabytes(constants.MAX_IMAGE_BYTES)).toBe('10 MB');
    expect(constants.formatMegabytes(constants.MAX_VOICE_TAG_BYTES)).toBe('5 MB');
    expect(constants.formatMegabytes(constants.MAX_SCREENSHOT_BYTES)).toBe('10 MB');
  });

  it('are binary megabytes, as file pickers and servers count them', () => {
    expect(constants.MAX_AUDIO_BYTES).toBe(200 * 1024 * 1024);
  });
});
