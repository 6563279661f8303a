import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.js';
import { ApiError, backgroundAdminHeaders } from '#web/lib/api-client.js';

/**
 * GET /api/admin/prayer-requests/export: the queue as CSV, saved as a file. Fetched with the
 * admin's token (a plain link could not carry it), then handed to the browser to save.
 */
export async function exportPrayerRequests(query: URLSearchParams): Promise<void> {
  const response = await fetch(`${API.adminPrayerRequestsExport}?${query.toString()}`, {
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
    'prayer-requests.csv';
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

export function useExportPrayerRequests() {
  return useMutation({ mutationFn: exportPrayerRequests });
}
