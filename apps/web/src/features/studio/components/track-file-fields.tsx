import { useT } from '../../../lib/i18n/i18n';
import type { TTrackFiles, TTrackFormErrors, TTrackFormMode } from '../lib/validate-track-form';
import { CoverField } from './cover-field';
import { FileField } from './file-field';

/** Any audio: the server decides by the bytes, so the picker only suggests. */
const AUDIO_ACCEPT = 'audio/*,.mp3,.wav,.flac,.aif,.aiff,.ogg,.m4a,.aac';

interface TTrackFileFieldsProps {
  idPrefix: string;
  mode: TTrackFormMode;
  files: TTrackFiles;
  errors: TTrackFormErrors;
  savedCoverUrl: string | null;
  setFile: (field: keyof TTrackFiles, file: File | null) => void;
}

/** Cover always; the master audio and voice tag only on upload (a track's audio is never replaced). */
export function TrackFileFields({ idPrefix, mode, files, errors, savedCoverUrl, setFile }: TTrackFileFieldsProps) {
  const t = useT();
  return (
    <div className="space-y-6">
      {mode === 'upload' ? (
        <>
          <FileField
            id={`${idPrefix}-audio`}
            label={t('studio.form.audio')}
            hint={t('studio.form.audioHint')}
            accept={AUDIO_ACCEPT}
            file={files.audio}
            error={errors.audio}
            isRequired
            onChange={(file) => setFile('audio', file)}
          />
          <FileField
            id={`${idPrefix}-voice-tag`}
            label={t('studio.form.voiceTag')}
            hint={t('studio.form.voiceTagHint')}
            accept={AUDIO_ACCEPT}
            file={files.voiceTag}
            error={errors.voiceTag}
            onChange={(file) => setFile('voiceTag', file)}
          />
        </>
      ) : (
        <p className="text-sm text-zinc-300">{t('studio.edit.audioNote')}</p>
      )}
      <CoverField
        id={`${idPrefix}-cover`}
        file={files.cover}
        savedUrl={savedCoverUrl}
        error={errors.cover}
        onChange={(file) => setFile('cover', file)}
      />
    </div>
  );
}
