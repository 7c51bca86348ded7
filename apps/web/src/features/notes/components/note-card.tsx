import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import Alarm from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TNote, TNoteLabel } from '@pesquisemais/shared';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** "2 de jan. de 2030, 12:00" — a reminder in the browser's time. */
export const formatReminder = (iso: string) =>
  format(new Date(iso), "d 'de' MMM 'de' yyyy, HH:mm", { locale: ptBR });

/** One note of the masonry: image, title, text, checklist, reminder and labels; a click opens it. */
export function NoteCard({
  note,
  labels,
  onOpen,
}: {
  note: TNote;
  labels: TNoteLabel[];
  onOpen: () => void;
}) {
  const names = note.labels.map((id) => labels.find((label) => label.id === id)?.name).filter(Boolean);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={note.title || 'Nota sem título'}
      sx={{ mb: 2, breakInside: 'avoid' }}
    >
      <CardActionArea onClick={onOpen}>
        {note.image && <CardMedia component="img" image={note.image} alt="" sx={{ maxHeight: 200 }} />}
        <CardContent>
          {note.title && (
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {note.title}
            </Typography>
          )}
          {note.description && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
              {note.description}
            </Typography>
          )}
          {note.checklist.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
              {note.checklist.map((item) => (
                <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  {item.checked ? (
                    <CheckBox fontSize="small" titleAccess="Feito" />
                  ) : (
                    <CheckBoxOutlineBlank fontSize="small" titleAccess="A fazer" />
                  )}
                  <Typography variant="body2" sx={{ textDecoration: item.checked ? 'line-through' : 'none' }}>
                    {item.text}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          {(note.reminder || names.length > 0) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
              {note.reminder && <Chip size="small" icon={<Alarm />} label={formatReminder(note.reminder)} />}
              {names.map((name) => (
                <Chip key={name} size="small" label={name} />
              ))}
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
