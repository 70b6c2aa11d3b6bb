import { loginPath } from '@beatpasal/shared/routing';
import type { TPublicArtistProfile } from '@beatpasal/shared/schemas/account-api';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useViewer } from '../../../lib/session';
import { messagePath } from '../lib/paths';
import { CoverImage } from './cover-image';
import { MessageIcon } from './icons';

/** Cover, avatar, name, @handle, track count; the share menu and, for buyers, Message (spec §2.5). */
export function ArtistHeader({ profile, share }: { profile: TPublicArtistProfile; share: ReactNode }) {
  const t = useT();
  const { plural } = useFormat();
  const viewer = useViewer();
  const name = profile.displayName ?? profile.username;
  return (
    <header className="relative">
      <div className="h-36 overflow-hidden bg-[linear-gradient(120deg,var(--color-brand-950),var(--color-zinc-900))] sm:h-56">
        {profile.coverUrl && (
          <img
            src={profile.coverUrl}
            alt=""
            width={1200}
            height={300}
            decoding="async"
            fetchPriority="high"
            className="size-full object-cover opacity-80"
          />
        )}
      </div>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex min-w-0 items-end gap-4">
            <CoverImage
              src={profile.avatarUrl}
              kind="avatar"
              size={128}
              isEager
              className="-mt-12 size-24 shrink-0 ring-4 ring-zinc-950 sm:-mt-16 sm:size-32"
            />
            <div className="min-w-0 pt-3 pb-1">
              <h1 className="line-clamp-2 text-2xl font-extrabold break-words text-white sm:text-4xl">{name}</h1>
              <p className="text-zinc-300">
                {t('catalogue.artist.handle', { username: profile.username })}
                <span aria-hidden="true"> · </span>
                <span className="text-zinc-400">{plural('catalogue.count.track', profile.trackCount)}</span>
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {viewer.role === 'buyer' && (
              <ButtonLink to={messagePath(profile.id)} aria-label={t('catalogue.artist.messageLabel', { name })}>
                <MessageIcon />
                {t('catalogue.artist.message')}
              </ButtonLink>
            )}
            {viewer.isKnown && !viewer.isSignedIn && (
              <ButtonLink
                to={loginPath(messagePath(profile.id))}
                variant="secondary"
                aria-label={t('messages.artistButton.loginToMessageLabel', { name })}
              >
                <MessageIcon />
                {t('messages.artistButton.loginToMessage')}
              </ButtonLink>
            )}
            {share}
          </div>
        </div>
      </div>
    </header>
  );
}
