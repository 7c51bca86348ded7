import { ZRoomRecording, ZRoomRecordingList, ZRoomRecordingPart } from '@pesquisemais/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const recordingsKey = (roomId: string) => ['rooms', roomId, 'recordings'] as const;

/** GET /api/rooms/:id/recordings — the room's recordings with signed play (and download) addresses. */
export function useRoomRecordings(roomId: string, isEnabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: recordingsKey(roomId),
      queryFn: ({ signal }) =>
        apiRequest(`/api/rooms/${roomId}/recordings`, { schema: ZRoomRecordingList, signal }),
      enabled: isEnabled,
      // A recording the media server made is mixed after it stops: asked again until it is ready or failed.
      refetchInterval: (query) =>
        query.state.data?.items.some((item) => item.status === 'processing') ? 5000 : false,
    }),
  );
}

/** POST /api/rooms/:id/recordings — starts one (the page picks the id: a repeated start finds it). */
export function useStartRecording(roomId: string) {
  return useMutation({
    mutationFn: (recordingId: string) =>
      apiRequest(`/api/rooms/${roomId}/recordings`, {
        method: 'POST',
        body: { recordingId },
        schema: ZRoomRecording,
      }),
  });
}

/** PUT one part (a few seconds of the recording); retried a few times, the server keeps a part once. */
export async function uploadRecordingPart(roomId: string, recordingId: string, seq: number, part: Blob) {
  const url = `/api/rooms/${roomId}/recordings/${recordingId}/parts/${seq}`;
  for (let attempt = 1; ; attempt++) {
    try {
      return await apiRequest(url, { method: 'PUT', rawBody: part, schema: ZRoomRecordingPart });
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

/** POST .../stop — joins the parts; the list then shows the recording. */
export function useStopRecording(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ recordingId, uploads }: { recordingId: string; uploads: Promise<unknown> }) => {
      await uploads;
      return apiRequest(`/api/rooms/${roomId}/recordings/${recordingId}/stop`, {
        method: 'POST',
        schema: ZRoomRecording,
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: recordingsKey(roomId) }),
  });
}

export const invalidateRecordings = (client: ReturnType<typeof useQueryClient>, roomId: string) =>
  client.invalidateQueries({ queryKey: recordingsKey(roomId) });
