import { ApiError, backgroundAdminHeaders } from '#web/lib/api-client.js';

/**
 * An admin export saved as a file: fetched with the admin's token (a plain link could not carry
 * it), outside the typed client, which reads every answer as JSON, then handed to the browser to
 * save under the name the server gave, else `fallbackName`. A refusal throws the server's message.
 */
export async function downloadAdminCsv(
  path: string,
  filters: Record<string, string>,
  fallbackName: string,
): Promise<void> {
  const query = new URLSearchParams(filters);
  const response = await fetch(`${path}?${query.toString()}`, {
    headers: backgroundAdminHeaders(),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : '';
    throw new ApiError(response.status, message || 'Export failed', {
      fromServer: message !== '',
    });
  }
  const file = await response.blob();
  const name =
    /filename="([^"]+)"/u.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
