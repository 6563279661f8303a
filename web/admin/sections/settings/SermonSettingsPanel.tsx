import { useFormContext, useWatch } from 'react-hook-form';
import type { AdminSettings } from '#shared/schemas/admin-settings.js';
import { CheckboxField, MediaUploadField, SettingsCard } from '#web/admin/kit/index.js';

/**
 * The sermon library: whether a service's replay is published as soon as the service ends, and
 * the artwork the church's podcast shows (a series without its own artwork shows it too).
 */
export function SermonSettingsPanel() {
  const { register, control, setValue, getFieldState, formState } = useFormContext<AdminSettings>();
  const artworkUrl = useWatch({ control, name: 'sermons.podcastArtworkUrl' });
  const artworkError = getFieldState('sermons.podcastArtworkUrl', formState).error?.message;
  const setArtwork = (url: string) =>
    setValue('sermons.podcastArtworkUrl', url, { shouldDirty: true, shouldValidate: true });
  return (
    <SettingsCard>
      <CheckboxField
        id="settings-sermons-auto-publish"
        label="Publish replays automatically"
        hint="When a service ends, its replay is published at once instead of waiting as a draft."
        {...register('sermons.autoPublishReplays')}
      />
      <MediaUploadField
        kind="image"
        label="Podcast artwork"
        hint="A square image, at least 1400 × 1400 pixels: what podcast apps show for the church's sermons."
        square
        url={artworkUrl}
        error={artworkError}
        onUploaded={(url) => setArtwork(url)}
        onCleared={() => setArtwork('')}
        onBusyChange={() => undefined}
      />
    </SettingsCard>
  );
}
