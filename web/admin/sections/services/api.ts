import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { paths } from '#shared/api-types.js';
import type {
  AdminOccurrence,
  AdminService,
  AdminServiceDetail,
} from '#shared/schemas/services.js';
import { adminKeys } from '#web/admin/auth/index.js';
import { api } from '#web/lib/api.js';

/** Query keys of the Services section (under the admin keys, dropped at sign-out). */
export const servicesAdminKeys = {
  all: [...adminKeys.all, 'services'] as const,
  list: () => [...servicesAdminKeys.all, 'list'] as const,
  detail: (id: string) => [...servicesAdminKeys.all, 'detail', id] as const,
};

/** What the service form sends to POST /api/admin/service and PUT /api/admin/service/{id}. */
export type ServiceBody =
  paths['/api/admin/service']['post']['requestBody']['content']['application/json'];

/** What one occurrence's change sends: cancel or restore, move, retitle, lengthen. */
export type OccurrenceBody =
  paths['/api/admin/service/{id}/occurrence/{startsAt}']['put']['requestBody']['content']['application/json'];

/** GET /api/admin/services: every service in order of first start, with its next start. */
export async function getAdminServices(signal?: AbortSignal): Promise<AdminService[]> {
  const { services } = await api.GET('/api/admin/services', {
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
  return services;
}

export const adminServicesQueryOptions = () =>
  queryOptions({
    queryKey: servicesAdminKeys.list(),
    queryFn: ({ signal }) => getAdminServices(signal),
  });

export function useAdminServices() {
  return useQuery(adminServicesQueryOptions());
}

/** GET /api/admin/service/{id}: the service with its coming and recent occurrences. */
export function getAdminService(id: string, signal?: AbortSignal): Promise<AdminServiceDetail> {
  return api.GET('/api/admin/service/{id}', {
    params: { path: { id } },
    auth: 'admin',
    ...(signal ? { signal } : {}),
  });
}

export function useAdminService(id: string) {
  return useQuery({
    queryKey: servicesAdminKeys.detail(id),
    queryFn: ({ signal }) => getAdminService(id, signal),
  });
}

/** POST /api/admin/service. */
export async function createService(input: ServiceBody): Promise<AdminService> {
  const { service } = await api.POST('/api/admin/service', { body: input, auth: 'admin' });
  return service;
}

/** PUT /api/admin/service/{id}. */
export async function updateService({
  id,
  input,
}: {
  id: string;
  input: ServiceBody;
}): Promise<AdminService> {
  const { service } = await api.PUT('/api/admin/service/{id}', {
    params: { path: { id } },
    body: input,
    auth: 'admin',
  });
  return service;
}

/** DELETE /api/admin/service/{id}. */
export async function deleteService(id: string): Promise<string> {
  const { message } = await api.DELETE('/api/admin/service/{id}', {
    params: { path: { id } },
    auth: 'admin',
  });
  return message;
}

/** PUT /api/admin/service/{id}/occurrence/{startsAt}, the occurrence named by its scheduled start. */
export async function changeOccurrence({
  serviceId,
  scheduledStartsAt,
  change,
}: {
  serviceId: string;
  scheduledStartsAt: string;
  change: OccurrenceBody;
}): Promise<AdminOccurrence> {
  const { occurrence } = await api.PUT('/api/admin/service/{id}/occurrence/{startsAt}', {
    params: { path: { id: serviceId, startsAt: scheduledStartsAt } },
    body: change,
    auth: 'admin',
  });
  return occurrence;
}

/**
 * Refreshes everything the section shows: a service's change moves its next start and its
 * occurrences, which only the server's schedule knows.
 */
function refreshServices(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: servicesAdminKeys.all });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => refreshServices(queryClient),
  });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: () => refreshServices(queryClient),
  });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: (_message, id) => {
      queryClient.setQueryData<AdminService[]>(servicesAdminKeys.list(), (current) =>
        current?.filter((service) => service._id !== id),
      );
      queryClient.removeQueries({ queryKey: servicesAdminKeys.detail(id) });
      return refreshServices(queryClient);
    },
  });
}

export function useChangeOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOccurrence,
    onSuccess: () => refreshServices(queryClient),
  });
}
