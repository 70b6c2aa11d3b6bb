import { describe, expect, it } from 'vitest';
import { greetingFor, navItemsFor, showsArtistNotice } from './nav-items';

const targets = (role: 'artist' | 'buyer' | 'admin' | null) =>
  navItemsFor({ username: 'sita', role }).map((item) => item.to);

describe('navItemsFor', () => {
  it('gives an artist Dashboard, Upload, Your Library, Inbox and Edit Profile', () => {
    expect(targets('artist')).toEqual([
      '/artist-dashboard',
      '/upload',
      '/library',
      '/artist-messages',
      '/edit-profile',
    ]);
  });

  it('gives a buyer their dashboard, library, inbox and profile form, and no Upload', () => {
    expect(targets('buyer')).toEqual(['/buyer-dashboard', '/library', '/messages', '/edit-buyer-profile']);
  });

  it('gives any other role no dashboard link', () => {
    expect(targets('admin')).toEqual(['/admin', '/library']);
  });

  it('gives a user without a role nothing to open yet', () => {
    expect(targets(null)).toEqual([]);
    expect(navItemsFor(null)).toEqual([]);
  });

  it('marks exactly one inbox link for the unread dot', () => {
    expect(navItemsFor({ username: 'sita', role: 'artist' }).filter((item) => item.isInbox)).toHaveLength(1);
  });
});

describe('greetingFor', () => {
  it('links an artist to their public page', () => {
    expect(greetingFor({ username: 'dj.sita', role: 'artist' })).toEqual({
      username: 'dj.sita',
      roleKey: 'accounts.roles.artist',
      to: '/artist/dj.sita',
    });
  });

  it('links a buyer to the buyer dashboard and an admin home', () => {
    expect(greetingFor({ username: 'ram', role: 'buyer' })?.to).toBe('/buyer-dashboard');
    expect(greetingFor({ username: 'root1', role: 'admin' })?.to).toBe('/');
  });

  it('greets nobody who has not chosen a username and role', () => {
    expect(greetingFor({ username: null, role: null })).toBeNull();
    expect(greetingFor(null)).toBeNull();
  });
});

describe('showsArtistNotice', () => {
  it('shows on the dashboard, upload and edit pages only, not in chat or elsewhere', () => {
    const shown = ['/artist-dashboard', '/upload', '/edit-profile', '/edit-track/5f0c9a7e-1d2b-4c3d-8e9f-0a1b2c3d4e5f'];
    const hidden = [
      '/artist-messages',
      '/messages/5f0c9a7e-1d2b-4c3d-8e9f-0a1b2c3d4e5f',
      '/library',
      '/',
      '/strikes',
      '/tracks/x',
    ];
    expect(shown.filter(showsArtistNotice)).toEqual(shown);
    expect(hidden.filter(showsArtistNotice)).toEqual([]);
  });
});
