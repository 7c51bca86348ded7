import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { countOf, type TDocSummary } from '@pesquisemais/shared';
import { VisuallyHidden } from '@/components/visually-hidden';

/** One board in the list: open it, or rename / configure / delete it (restore from the bin). */
export function BoardTile(props: {
  doc: TDocSummary;
  onOpen: () => void;
  onRename: () => void;
  onSettings: () => void;
  onDelete: () => void;
  onRestore: () => void;
}) {
  const { doc } = props;
  const isDeleted = doc.deletedAt !== null;
  return (
    <Card variant="outlined" sx={{ borderTop: 6, borderTopColor: doc.settings.color || 'divider' }}>
      <CardActionArea onClick={props.onOpen} disabled={isDeleted}>
        <CardContent>
          <VisuallyHidden>Abrir o quadro </VisuallyHidden>
          <Typography variant="h6" component="h2" noWrap>
            {doc.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {countOf(doc.cardCount, 'cartão', 'cartões')}
            {isDeleted && ` · excluído em ${new Date(doc.deletedAt as string).toLocaleDateString('pt-BR')}`}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {[...doc.categories, ...doc.tags].map((tag) => (
              <Chip key={tag} size="small" label={tag} />
            ))}
            {doc.settings.subscribed && <Chip size="small" color="primary" label="Seguindo" />}
          </Stack>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        {isDeleted ? (
          <Tooltip title="Restaurar">
            <IconButton aria-label={`Restaurar ${doc.name}`} onClick={props.onRestore}>
              <RestoreFromTrashOutlined />
            </IconButton>
          </Tooltip>
        ) : (
          <>
            {doc.canEdit && (
              <Tooltip title="Renomear">
                <IconButton aria-label={`Renomear ${doc.name}`} onClick={props.onRename}>
                  <DriveFileRenameOutline />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title="Configurações">
              <IconButton aria-label={`Configurações de ${doc.name}`} onClick={props.onSettings}>
                <SettingsOutlined />
              </IconButton>
            </Tooltip>
            {doc.canEdit && (
              <Tooltip title="Excluir">
                <IconButton aria-label={`Excluir ${doc.name}`} onClick={props.onDelete}>
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            )}
          </>
        )}
      </CardActions>
    </Card>
  );
}
