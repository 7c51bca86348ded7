import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TNote } from '@pesquisemais/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useNoteLabels, useNotes } from '../api/notes-api';
import { LabelsDialog } from './labels-dialog';
import { NoteCard } from './note-card';
import { NoteDialog } from './note-dialog';
import { NOTE_FILTER_TITLES, NotesSidebar } from './notes-sidebar';

/** The notes: lists and labels on the side, a search box and a masonry of cards; a dialog to write one. */
export default function NotesPage() {
  const { filter = 'all', labelHandle } = useParams();
  const { data: notes, isPending } = useNotes();
  const { data: labels = [] } = useNoteLabels();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<TNote | 'new' | null>(null);
  const [editLabels, setEditLabels] = useState(false);
  const label = labelHandle ? labels.find((item) => item.handle === labelHandle) : undefined;
  const needle = search.trim().toLowerCase();
  const shown = (notes ?? []).filter((note) => {
    if (labelHandle) {
      if (!label || !note.labels.includes(label.id)) return false;
    } else if (filter === 'archive' ? !note.archive : note.archive) return false;
    if (filter === 'reminders' && !labelHandle && !note.reminder) return false;
    return (
      !needle ||
      [note.title, note.description, ...note.checklist.map((item) => item.text)]
        .join(' ')
        .toLowerCase()
        .includes(needle)
    );
  });
  const heading = label ? label.name : labelHandle ? 'Etiqueta' : (NOTE_FILTER_TITLES[filter] ?? 'Notas');

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100%' }}>
      <Box sx={{ width: { md: 260 }, flexShrink: 0, borderRight: { md: 1 }, borderColor: 'divider' }}>
        <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
          Notas
        </Typography>
        <NotesSidebar onNew={() => setOpen('new')} onEditLabels={() => setEditLabels(true)} />
      </Box>
      <Paper square elevation={0} sx={{ flex: 1, minWidth: 0, p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {heading}
          </Typography>
          <TextField
            size="small"
            type="search"
            label="Buscar notas"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Box>
        {isPending ? (
          <LoadingIndicator />
        ) : shown.length === 0 ? (
          <Typography color="text.secondary">
            {needle ? 'Nenhuma nota encontrada.' : 'Nenhuma nota aqui.'}
          </Typography>
        ) : (
          // CSS columns give the masonry: cards keep their own height and flow down each column.
          <Box sx={{ columnCount: { xs: 1, sm: 2, lg: 3, xl: 4 }, columnGap: 2 }}>
            {shown.map((note) => (
              <NoteCard key={note.id} note={note} labels={labels} onOpen={() => setOpen(note)} />
            ))}
          </Box>
        )}
      </Paper>
      {open && (
        <NoteDialog
          note={open === 'new' ? { ...emptyFor(label?.id), archive: false } : open}
          onClose={() => setOpen(null)}
        />
      )}
      {editLabels && <LabelsDialog labels={labels} onClose={() => setEditLabels(false)} />}
    </Box>
  );
}

/** A new note opened on a label's page starts with that label. */
function emptyFor(labelId: string | undefined) {
  return {
    title: '',
    description: '',
    archive: false,
    image: '',
    reminder: null,
    checklist: [],
    labels: labelId ? [labelId] : [],
  };
}
