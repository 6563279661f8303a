/**
 * A video file's length in seconds as the browser reads it, before any upload; undefined when
 * the browser cannot tell (an unsupported codec, or a recording without a length in its header).
 */
export function readVideoDuration(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const finish = (seconds: number | undefined) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(seconds !== undefined && Number.isFinite(seconds) ? seconds : undefined);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => finish(video.duration);
    video.onerror = () => finish(undefined);
    video.src = url;
  });
}
