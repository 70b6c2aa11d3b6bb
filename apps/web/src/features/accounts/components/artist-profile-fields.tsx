import type { TArtistProfile } from '@beatpasal/shared/schemas/account-api';
import { SOCIAL_NETWORKS } from '@beatpasal/shared/social-links';
import { useT } from '../../../lib/i18n/i18n';
import type { TMessageKey } from '../../../lib/i18n/translate';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { TextField } from '../../../components/ui/form/text-field';

type TTextName =
  | 'displayName'
  | 'bio'
  | 'artistHistory'
  | 'equipment'
  | 'additionalNotes'
  | 'publicEmail'
  | (typeof SOCIAL_NETWORKS)[number];

export interface TFieldProps {
  name: string;
  error: string | undefined;
  isInvalid: boolean;
  errorId: string;
  onInput: () => void;
}

const ABOUT: readonly { name: 'bio' | 'artistHistory' | 'equipment' | 'additionalNotes'; labelKey: TMessageKey }[] = [
  { name: 'bio', labelKey: 'accounts.artistProfile.bio' },
  { name: 'artistHistory', labelKey: 'accounts.artistProfile.artistHistory' },
  { name: 'equipment', labelKey: 'accounts.artistProfile.equipment' },
  { name: 'additionalNotes', labelKey: 'accounts.artistProfile.additionalNotes' },
];

const EXAMPLES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  instagram: 'instagram.com/yourname',
  facebook: 'facebook.com/yourname',
  youtube: 'youtube.com/@yourname',
  tiktok: 'tiktok.com/@yourname',
};

const SECTION_TITLE = 'text-lg font-semibold text-white';

interface TArtistProfileFieldsProps {
  saved: TArtistProfile;
  field: (name: TTextName) => TFieldProps;
}

/** The text fields of /edit-profile (spec §2.8): about the artist, then public contact links. */
export function ArtistProfileFields({ saved, field }: TArtistProfileFieldsProps) {
  const t = useT();
  return (
    <>
      <fieldset className="space-y-5">
        <legend className={SECTION_TITLE}>{t('accounts.artistProfile.about')}</legend>
        <TextField
          label={t('accounts.artistProfile.displayName')}
          autoComplete="nickname"
          maxLength={60}
          defaultValue={saved.displayName ?? ''}
          {...field('displayName')}
        />
        {ABOUT.map(({ name, labelKey }) => (
          <TextAreaField
            key={name}
            label={t(labelKey)}
            rows={name === 'bio' ? 4 : 3}
            maxLength={2000}
            defaultValue={saved[name]}
            {...field(name)}
          />
        ))}
      </fieldset>
      <fieldset className="space-y-5">
        <legend className={SECTION_TITLE}>{t('accounts.artistProfile.contact')}</legend>
        <p className="text-sm text-zinc-400">{t('accounts.artistProfile.contactHint')}</p>
        <div className="grid gap-5 md:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              label={t(`accounts.artistProfile.${network}`)}
              type="url"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('accounts.artistProfile.linkPlaceholder', { example: EXAMPLES[network] })}
              defaultValue={saved[network] ?? ''}
              {...field(network)}
            />
          ))}
          <TextField
            label={t('accounts.artistProfile.publicEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            defaultValue={saved.publicEmail ?? ''}
            {...field('publicEmail')}
          />
        </div>
      </fieldset>
    </>
  );
}
