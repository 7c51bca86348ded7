import { Draggable } from '@hello-pangea/dnd';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { kindLabel } from '../model/question-types';
import { questionLabel, type TSurveyElement } from '../model/survey-json';

type TQuestionRowProps = {
  element: TSurveyElement;
  index: number;
  isSelected: boolean;
  onSelect: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
};

export function QuestionRow({
  element,
  index,
  isSelected,
  onSelect,
  onDuplicate,
  onDelete,
}: TQuestionRowProps) {
  const label = questionLabel(element);
  return (
    <Draggable draggableId={`drag-question-${element.name}`} index={index}>
      {(provided) => (
        <ListItem
          ref={provided.innerRef}
          {...provided.draggableProps}
          disablePadding
          secondaryAction={
            <>
              <IconButton size="small" aria-label={`Duplicar ${element.name}`} onClick={onDuplicate}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={`Excluir ${element.name}`} onClick={onDelete}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </>
          }
        >
          {/* The handle sits beside the row's button, not in it: a control inside a control is unreachable. */}
          <ListItemIcon
            sx={{ minWidth: 28, pl: 1, alignSelf: 'stretch', alignItems: 'center', cursor: 'grab' }}
            {...provided.dragHandleProps}
            aria-label={`Arrastar ${element.name}`}
          >
            <DragIndicatorIcon fontSize="small" />
          </ListItemIcon>
          <ListItemButton selected={isSelected} onClick={onSelect} sx={{ pr: 10, pl: 1 }}>
            <ListItemText primary={label} secondary={`${element.name} · ${kindLabel(element)}`} />
          </ListItemButton>
        </ListItem>
      )}
    </Draggable>
  );
}
