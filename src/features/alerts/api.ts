// Job alerts: a candidate's saved /jobs searches. Creating and removing one needs the network.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AlertResponse,
  AlertsResponse,
  CreateAlertBody,
  UpdateAlertBody,
} from '../../../contract/candidate.ts';
import { errorMessage, http } from '../../lib/http.ts';
import { toast } from '../../ui/toaster/toast.ts';

export const alertKeys = { list: ['alerts'] as const };

export const alertsOptions = () =>
  queryOptions({
    queryKey: alertKeys.list,
    queryFn: ({ signal }) => http.get<AlertsResponse>('/candidate/alerts', { signal }),
  });

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAlertBody) => http.post<AlertResponse>('/candidate/alerts', body),
    onSuccess: (res) => {
      toast({ title: res.message, description: "We'll tell you when a new job matches.", type: 'success' });
      return queryClient.invalidateQueries({ queryKey: alertKeys.list });
    },
    onError: (err) => toast({ title: errorMessage(err, 'Could not create the alert'), type: 'error' }),
  });
}

export function useUpdateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateAlertBody & { id: string }) =>
      http.put<AlertResponse>(`/candidate/alerts/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.list }),
    onError: (err) => toast({ title: errorMessage(err, 'Could not change the alert'), type: 'error' }),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ message: string }>(`/candidate/alerts/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.list }),
    onError: (err) => toast({ title: errorMessage(err, 'Could not remove the alert'), type: 'error' }),
  });
}
