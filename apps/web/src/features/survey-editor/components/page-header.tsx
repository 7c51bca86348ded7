import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { TQuestionKind } from '../model/question-types';
import { AddQuestionMenu } from './add-question-menu';

type TPageHeaderProps = {
  pageIndex: number;
  title: string;
  isSelected: boolean;
  dragHandleProps: DraggableProvidedDragHandleProps | null;
  onSelect: () => void;
  onAddQuestion: (kind: TQuestionKind) => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

export function PageHeader({ pageIndex, title, isSelected, dragHandleProps, ...actions }: TPageHeaderProps) {
  const label = `Página ${pageIndex + 1}`;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        bgcolor: isSelected ? 'action.selected' : 'action.hover',
        borderRadius: 1,
        px: 0.5,
      }}
    >
      <Box {...dragHandleProps} aria-label={`Arrastar ${label}`} sx={{ display: 'flex' }}>
        <DragIndicatorIcon fontSize="small" color="action" />
      </Box>
      <ButtonBase
        onClick={actions.onSelect}
        sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', py: 0.5 }}
      >
        <Typography variant="subtitle2" noWrap>{`${label} · ${title}`}</Typography>
      </ButtonBase>
      <AddQuestionMenu label={`Adicionar pergunta na ${label}`} onAdd={actions.onAddQuestion} />
      <IconButton size="small" aria-label={`Duplicar ${label}`} onClick={actions.onDuplicate}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={`Excluir ${label}`} onClick={actions.onDelete}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
