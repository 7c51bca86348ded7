import Archive from '@mui/icons-material/ArchiveOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import Label from '@mui/icons-material/LabelOutlined';
import Alarm from '@mui/icons-material/NotificationsOutlined';
import Notes from '@mui/icons-material/StickyNote2Outlined';
import Button from '@mui/material/Button';
import { AppSideMenu } from '@/components/app-side-menu/app-side-menu';
import { useNoteLabels } from '../api/notes-api';

export const NOTE_FILTER_TITLES: Record<string, string> = {
  all: 'Notas',
  reminders: 'Lembretes',
  archive: 'Arquivo',
};

/** New-note button, the three lists, the user's labels and the way to edit them. */
export function NotesSidebar({ onNew, onEditLabels }: { onNew: () => void; onEditLabels: () => void }) {
  const { data: labels } = useNoteLabels();
  return (
    <>
      <AppSideMenu
        label="Listas de notas"
        action={{ title: 'Nova nota', onClick: onNew }}
        sections={[
          {
            title: 'Notas',
            links: [
              { key: 'all', to: '/apps/notes/all', icon: <Notes />, title: NOTE_FILTER_TITLES.all ?? '' },
              { key: 'reminders', to: '/apps/notes/reminders', icon: <Alarm />, title: 'Lembretes' },
              { key: 'archive', to: '/apps/notes/archive', icon: <Archive />, title: 'Arquivo' },
            ],
          },
          {
            title: 'Etiquetas',
            links: (labels ?? []).map((label) => ({
              key: label.id,
              to: `/apps/notes/label/${encodeURIComponent(label.handle)}`,
              icon: <Label />,
              title: label.name,
            })),
          },
        ]}
      />
      <Button startIcon={<Edit />} onClick={onEditLabels} sx={{ mx: 2, mb: 2 }}>
        Editar etiquetas
      </Button>
    </>
  );
}
