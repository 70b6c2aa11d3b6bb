import { loginPath } from '@beatpasal/shared/routing';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import { useViewer } from '../../../lib/session';
import { useToggleFollow } from '../api/use-toggle-follow';

interface TFollowButtonProps {
  username: string;
  /** The artist's name as the page shows it, for the button's accessible name. */
  name: string;
  isFollowing: boolean;
  size?: 'sm' | 'md';
}

/**
 * Follow / Following (a toggle, pressed while following) for a buyer or an artist other than this
 * one; a visitor gets a link to log in that comes back here. Administrators and the artist
 * themselves get no button.
 */
export function FollowButton({ username, name, isFollowing, size = 'md' }: TFollowButtonProps) {
  const t = useT();
  const viewer = useViewer();
  const { pathname } = useLocation();
  const toggle = useToggleFollow(username);
  if (!viewer.isKnown) return null;
  if (!viewer.isSignedIn)
    return (
      <ButtonLink
        to={loginPath(pathname)}
        variant="secondary"
        size={size}
        aria-label={t('follows.button.loginToFollowLabel', { name })}
      >
        {t('follows.button.follow')}
      </ButtonLink>
    );
  const isSelf = viewer.username !== null && viewer.username.toLowerCase() === username.toLowerCase();
  if (isSelf || (viewer.role !== 'buyer' && viewer.role !== 'artist')) return null;
  const shown = toggle.data?.isFollowing ?? isFollowing;
  return (
    <Button
      variant={shown ? 'secondary' : 'primary'}
      size={size}
      aria-pressed={shown}
      isBusy={toggle.isPending}
      onClick={() => toggle.mutate(!shown)}
    >
      {shown ? t('follows.button.following') : t('follows.button.follow')}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
