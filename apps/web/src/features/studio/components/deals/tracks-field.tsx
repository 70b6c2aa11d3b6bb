import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/form/field-error';
import { LABEL_CLASS } from '../../../../components/ui/form/control-styles';
import { useT } from '../../../../lib/i18n/i18n';
import { useMyTracks } from '../../hooks/use-my-tracks';
import { CHECKBOX_CLASS } from '../form-styles';

/** The whole store (null) or chosen tracks of the artist's own, for a code or a sale. */
export function TracksField({
  value,
  onChange,
  error,
}: {
  value: readonly string[] | null;
  onChange: (trackIds: string[] | null) => void;
  error?: string;
}) {
  const t = useT();
  const name = useId();
  const list = useMyTracks();
  const isChosen = value !== null;
  return (
    <fieldset>
      <legend className={LABEL_CLASS}>{t('deals.tracks.legend')}</legend>
      <div className="mt-1.5 flex flex-wrap gap-x-4">
        <label className="flex min-h-11 items-center gap-2 text-sm text-zinc-200">
          <input
            type="radio"
            name={name}
            checked={!isChosen}
            onChange={() => onChange(null)}
            className={CHECKBOX_CLASS}
          />
          {t('deals.tracks.wholeStore')}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm text-zinc-200">
          <input type="radio" name={name} checked={isChosen} onChange={() => onChange([])} className={CHECKBOX_CLASS} />
          {t('deals.tracks.chosen')}
        </label>
      </div>
      {isChosen && (
        <div className="mt-2 space-y-1">
          {list.isPending && <p className="text-sm text-zinc-400">{t('deals.tracks.loading')}</p>}
          {list.isError && (
            <p role="alert" className="text-sm text-red-300">
              {t('deals.tracks.failed')}
            </p>
          )}
          {list.isSuccess && list.tracks.length === 0 && (
            <p className="text-sm text-zinc-400">{t('deals.tracks.none')}</p>
          )}
          {list.tracks.map((track) => (
            <label key={track.id} className="flex min-h-11 items-center gap-2 text-sm break-all text-zinc-200">
              <input
                type="checkbox"
                className={CHECKBOX_CLASS}
                checked={value.includes(track.id)}
                onChange={(event) =>
                  onChange(event.currentTarget.checked ? [...value, track.id] : value.filter((id) => id !== track.id))
                }
              />
              {track.title}
            </label>
          ))}
          {list.hasNextPage && (
            <Button
              variant="secondary"
              size="sm"
              isBusy={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('deals.tracks.more')}
            </Button>
          )}
        </div>
      )}
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}
