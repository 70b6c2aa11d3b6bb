import { MAX_WALLET_QRS, type TArtistProfile, type TWalletQrList } from '@beatpasal/shared/schemas/account-api';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { artistProfileQuery } from '../api/profile-api';
import { AddWalletQrForm } from './add-wallet-qr-form';
import { ArtistProfileForm } from './artist-profile-form';
import { LINK_CLASS } from './styles';
import { WalletQrList } from './wallet-qr-list';

interface TArtistProfilePageProps {
  profile: TArtistProfile;
  username: string | null;
  /** The session shows the display name and avatar; it is read again after a save. */
  onSaved: () => void;
}

/** /edit-profile: the artist's public profile form, then the list of wallet QR codes. */
export function ArtistProfilePage({ profile, username, onSaved }: TArtistProfilePageProps) {
  const t = useT();
  useDocumentTitle(t('accounts.artistProfile.title'));
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: artistProfileQuery.queryKey });
  const saved = (next: TArtistProfile) => {
    queryClient.setQueryData(artistProfileQuery.queryKey, next);
    onSaved();
  };
  const walletsChanged = ({ walletQrs }: TWalletQrList) => {
    queryClient.setQueryData(artistProfileQuery.queryKey, (current) => current && { ...current, walletQrs });
    refetch();
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold text-white">{t('accounts.artistProfile.title')}</h1>
        {!profile.isComplete && <p className="mt-3 text-zinc-300">{t('accounts.artistProfile.incomplete')}</p>}
        {profile.isComplete && username && (
          <Link to={`/artist/${encodeURIComponent(username)}`} className={`${LINK_CLASS} mt-3 inline-block text-sm`}>
            {t('accounts.artistProfile.viewPage')}
          </Link>
        )}
      </header>
      <div className="mt-8 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-5 sm:p-8">
        <ArtistProfileForm saved={profile} onSaved={saved} />
      </div>
      {profile.walletQrs.length > 0 && (
        <section
          aria-labelledby="wallet-qrs-title"
          className="mt-10 space-y-5 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-5 sm:p-8"
        >
          <div>
            <h2 id="wallet-qrs-title" className="text-lg font-semibold text-white">
              {t('accounts.wallets.title')}
            </h2>
            <p className="mt-1 text-sm text-zinc-300">{t('accounts.wallets.intro')}</p>
          </div>
          <WalletQrList qrs={profile.walletQrs} onChanged={walletsChanged} />
          {profile.walletQrs.length < MAX_WALLET_QRS ? (
            <AddWalletQrForm onAdded={refetch} />
          ) : (
            <p className="text-sm text-zinc-300">{t('accounts.wallets.limitReached')}</p>
          )}
        </section>
      )}
    </div>
  );
}
