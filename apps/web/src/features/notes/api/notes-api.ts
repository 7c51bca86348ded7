import { type TNoteInput, ZNote, ZNoteIdBody, ZNoteLabelList, ZNoteList } from '@pesquisemais/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const NOTES_KEY = ['notes-app'] as const;

/** GET /api/notes-app/notes — all the user's notes, archived ones too (the screen filters). */
export function useNotes() {
  return useQuery(
    queryOptions({
      queryKey: [...NOTES_KEY, 'notes'],
      queryFn: ({ signal }) => apiRequest('/api/notes-app/notes', { schema: ZNoteList, signal }),
    }),
  );
}

/** GET /api/notes-app/labels — the user's note labels (id, name, handle). */
export function useNoteLabels() {
  return useQuery(
    queryOptions({
      queryKey: [...NOTES_KEY, 'labels'],
      queryFn: ({ signal }) => apiRequest('/api/notes-app/labels', { schema: ZNoteLabelList, signal }),
    }),
  );
}

/** POST create-note (no id) or update-note (with id), remove-note and update-labels. */
export function useNoteActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: NOTES_KEY });
  const save = useMutation({
    mutationFn: (note: TNoteInput & { id?: string }) =>
      apiRequest(note.id ? '/api/notes-app/update-note' : '/api/notes-app/create-note', {
        method: 'POST',
        body: { note },
        schema: ZNote,
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (noteId: string) =>
      apiRequest('/api/notes-app/remove-note', { method: 'POST', body: { noteId }, schema: ZNoteIdBody }),
    onSuccess,
  });
  const updateLabels = useMutation({
    mutationFn: (labels: { id: string; name: string }[]) =>
      apiRequest('/api/notes-app/update-labels', {
        method: 'POST',
        body: { labels },
        schema: ZNoteLabelList,
      }),
    onSuccess,
  });
  return { save, remove, updateLabels };
}
