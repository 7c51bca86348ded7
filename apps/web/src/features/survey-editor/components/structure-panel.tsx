import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TQuestionKind } from '../model/question-types';
import type { TSurveyJson } from '../model/survey-json';
import { PageHeader } from './page-header';
import { QuestionRow } from './question-row';

export type TSelection =
  | { kind: 'survey' }
  | { kind: 'page'; pageIndex: number }
  | { kind: 'question'; name: string };

type TStructurePanelProps = {
  survey: TSurveyJson;
  selection: TSelection;
  onSelect: (selection: TSelection) => void;
  onMovePage: (from: number, to: number) => void;
  onMoveQuestion: (
    from: { pageIndex: number; index: number },
    to: { pageIndex: number; index: number },
  ) => void;
  onAddPage: () => void;
  onDuplicatePage: (pageIndex: number) => void;
  onDeletePage: (pageIndex: number) => void;
  onAddQuestion: (pageIndex: number, kind: TQuestionKind) => void;
  onDuplicateQuestion: (name: string) => void;
  onDeleteQuestion: (name: string) => void;
};

const pageIndexOf = (droppableId: string) => Number(droppableId.replace('page-', ''));

/** Pages and their questions; both reorder by drag and drop (questions also across pages). */
export function StructurePanel(props: TStructurePanelProps) {
  const { survey, selection, onSelect } = props;

  const handleDragEnd = ({ source, destination, type }: DropResult) => {
    if (!destination) return;
    if (type === 'PAGE') {
      if (source.index !== destination.index) props.onMovePage(source.index, destination.index);
      return;
    }
    props.onMoveQuestion(
      { pageIndex: pageIndexOf(source.droppableId), index: source.index },
      { pageIndex: pageIndexOf(destination.droppableId), index: destination.index },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 1 }} component="nav" aria-label="Estrutura do questionário">
      <Button fullWidth sx={{ justifyContent: 'flex-start' }} onClick={() => onSelect({ kind: 'survey' })}>
        Configurações do questionário
      </Button>
      <DragDropContext onDragEnd={handleDragEnd}>
        <Droppable droppableId="pages" type="PAGE">
          {(pagesProvided) => (
            <Box ref={pagesProvided.innerRef} {...pagesProvided.droppableProps}>
              {survey.pages.map((page, pageIndex) => (
                <Draggable key={page.name} draggableId={`drag-page-${page.name}`} index={pageIndex}>
                  {(pageDrag) => (
                    <Box ref={pageDrag.innerRef} {...pageDrag.draggableProps} sx={{ mb: 1 }}>
                      <PageHeader
                        pageIndex={pageIndex}
                        title={typeof page.title === 'string' && page.title ? page.title : page.name}
                        isSelected={selection.kind === 'page' && selection.pageIndex === pageIndex}
                        dragHandleProps={pageDrag.dragHandleProps}
                        onSelect={() => onSelect({ kind: 'page', pageIndex })}
                        onAddQuestion={(kind) => props.onAddQuestion(pageIndex, kind)}
                        onDuplicate={() => props.onDuplicatePage(pageIndex)}
                        onDelete={() => props.onDeletePage(pageIndex)}
                      />
                      <Droppable droppableId={`page-${pageIndex}`} type="QUESTION">
                        {(listProvided) => (
                          <List
                            dense
                            ref={listProvided.innerRef}
                            {...listProvided.droppableProps}
                            sx={{ minHeight: 24 }}
                          >
                            {page.elements.map((element, index) => (
                              <QuestionRow
                                key={element.name}
                                element={element}
                                index={index}
                                isSelected={selection.kind === 'question' && selection.name === element.name}
                                onSelect={() => onSelect({ kind: 'question', name: element.name })}
                                onDuplicate={() => props.onDuplicateQuestion(element.name)}
                                onDelete={() => props.onDeleteQuestion(element.name)}
                              />
                            ))}
                            {listProvided.placeholder}
                            {page.elements.length === 0 && (
                              <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
                                Página vazia: adicione uma pergunta.
                              </Typography>
                            )}
                          </List>
                        )}
                      </Droppable>
                    </Box>
                  )}
                </Draggable>
              ))}
              {pagesProvided.placeholder}
            </Box>
          )}
        </Droppable>
      </DragDropContext>
      <Button startIcon={<AddIcon />} onClick={props.onAddPage}>
        Adicionar página
      </Button>
    </Paper>
  );
}
