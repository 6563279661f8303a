import './media-field.css';
import { AudioLines, ImageUp, Trash2, Video } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { MAX_VIDEO_SECONDS } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { Button } from '#web/components/Button.js';
import { errorMessage } from '#web/lib/api-client.js';
import { usePublicSettings } from '#web/features/settings/index.js';
import { readVideoDuration } from './read-video-duration.js';
import { uploadMedia, type MediaKind } from './upload-media.js';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; message: string };

const TEXTS = {
  image: {
    label: 'Event image',
    choose: 'Upload image',
    replace: 'Replace image',
    remove: 'Remove image',
    failed: MESSAGES.uploads.imageFailed,
    wrongType: 'Choose an image file (JPEG, PNG, WebP, GIF or AVIF)',
    accept: 'image/*',
    hint: 'A wide picture (16:9) looks best on the event cards.',
  },
  video: {
    label: 'Event video',
    choose: 'Upload video',
    replace: 'Replace video',
    remove: 'Remove video',
    failed: MESSAGES.uploads.videoFailed,
    wrongType: 'Choose a video file (MP4, WebM or MOV)',
    accept: 'video/*',
    hint: MESSAGES.uploads.videoNote,
  },
  audio: {
    label: 'Audio',
    choose: 'Upload audio',
    replace: 'Replace audio',
    remove: 'Remove audio',
    failed: 'Failed to upload the audio',
    wrongType: 'Choose an audio file (MP3 or M4A)',
    accept: 'audio/mpeg,audio/mp4,audio/x-m4a,.mp3,.m4a',
    hint: 'An MP3 or M4A file; its length and size are read from the file.',
  },
} as const;

const ICONS = { image: ImageUp, video: Video, audio: AudioLines } as const;

/** "12:34", or "1:02:03" from an hour. */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** "18.2 MB", "640 KB": a file's size as people read it (1 MB = 1,000,000 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000_000) return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** An audio file's length and size: "12:34 · 18.2 MB". */
export function audioSummary(seconds: number, bytes: number): string {
  return [seconds > 0 ? formatDuration(seconds) : '', bytes > 0 ? formatFileSize(bytes) : '']
    .filter(Boolean)
    .join(' · ');
}

/** An audio file is known by its type, or by its name where the system gives no type. */
const isAudioFile = (file: File) =>
  file.type.startsWith('audio/') || (!file.type && /\.(mp3|m4a)$/i.test(file.name));

interface MediaUploadFieldProps {
  kind: MediaKind;
  /** The field's label and hint, when not an event's. */
  label?: string;
  hint?: string;
  url: string;
  duration?: number;
  /** An audio file's size in bytes, shown beside its length. */
  bytes?: number;
  /** The picture is square (a podcast's artwork): its preview too. */
  square?: boolean;
  error?: string | undefined;
  /** The file's address, its length in seconds (video, audio) and its size (audio). */
  onUploaded: (url: string, durationSeconds: number, bytes: number) => void;
  onCleared: () => void;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * An image, video or audio file (an event's, a ministry's, a sermon's): choose a file, watch the
 * upload's percentage, see a preview. Videos over ten minutes are refused before uploading, as
 * the server would refuse them; an audio file's length and size are what the server read.
 */
export function MediaUploadField({
  kind,
  label,
  hint,
  url,
  duration = 0,
  bytes = 0,
  square = false,
  error,
  onUploaded,
  onCleared,
  onBusyChange,
  disabled = false,
}: MediaUploadFieldProps) {
  const texts = TEXTS[kind];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { settings } = usePublicSettings();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const uploading = state.status === 'uploading';

  const fail = (message: string, alertText?: string) => {
    setState({ status: 'failed', message });
    if (alertText) window.alert(alertText);
  };

  async function upload(file: File) {
    if (kind === 'audio' ? !isAudioFile(file) : !file.type.startsWith(`${kind}/`)) {
      fail(texts.wrongType);
      return;
    }
    let seconds: number | undefined;
    if (kind === 'video') {
      seconds = await readVideoDuration(file);
      if (seconds !== undefined && seconds > MAX_VIDEO_SECONDS) {
        fail(MESSAGES.uploads.videoTooLong, MESSAGES.uploads.videoTooLong);
        return;
      }
    }
    setState({ status: 'uploading', percent: 0 });
    onBusyChange(true);
    try {
      const uploaded = await uploadMedia(kind, file, settings.mediaHosting, (percent) =>
        setState({ status: 'uploading', percent }),
      );
      setState({ status: 'idle' });
      onUploaded(uploaded.url, Math.round(uploaded.duration ?? seconds ?? 0), uploaded.bytes ?? 0);
    } catch (uploadError) {
      const message = errorMessage(uploadError, texts.failed);
      fail(message === texts.failed ? message : `${texts.failed}: ${message}`, texts.failed);
    } finally {
      onBusyChange(false);
    }
  }

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  };

  const shownError = state.status === 'failed' ? state.message : error;
  const Icon = ICONS[kind];

  return (
    <div className={`field media-field${square ? ' media-field--square' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label ?? texts.label} <span className="media-field__optional">(optional)</span>
      </span>
      <div className="media-field__box">
        {url && kind === 'image' ? (
          <img className="media-field__preview" src={url} alt="" />
        ) : url && kind === 'video' ? (
          <video className="media-field__preview" src={url} controls preload="metadata" />
        ) : (
          <div className="media-field__empty" aria-hidden="true">
            <Icon size={28} />
          </div>
        )}
        <div className="media-field__side">
          {uploading ? (
            <div className="media-field__progress" role="status" aria-live="polite">
              <span>Uploading... {state.percent}%</span>
              <progress
                max={100}
                value={state.percent}
                aria-labelledby={`${id}-label`}
                aria-valuetext={`${state.percent}%`}
              />
            </div>
          ) : (
            <div className="media-field__actions">
              <label
                className={`btn btn--outline btn--sm media-field__choose${disabled ? ' is-disabled' : ''}`}
              >
                <Icon aria-hidden="true" size={16} />
                {url ? texts.replace : texts.choose}
                <input
                  ref={input}
                  type="file"
                  accept={texts.accept}
                  className="visually-hidden"
                  aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
                  onChange={choose}
                  disabled={disabled}
                />
              </label>
              {url ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setState({ status: 'idle' });
                    onCleared();
                  }}
                  disabled={disabled}
                >
                  <Trash2 aria-hidden="true" size={16} />
                  {texts.remove}
                </Button>
              ) : null}
            </div>
          )}
          {kind === 'video' && url && duration > 0 ? (
            <p className="media-field__meta">Length {formatDuration(duration)}</p>
          ) : null}
          {kind === 'audio' && url ? (
            <>
              <audio className="media-field__audio" src={url} controls preload="none" />
              {duration > 0 || bytes > 0 ? (
                <p className="media-field__meta">{audioSummary(duration, bytes)}</p>
              ) : null}
            </>
          ) : null}
          <p id={`${id}-hint`} className="field__hint">
            {hint ?? texts.hint}
          </p>
        </div>
      </div>
      {shownError ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
