import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOC_LIMITS, type TDocChecklist } from '@pesquisemais/shared';
import { useState } from 'react';
import { checklistProgress } from './card-format';

const newId = () => crypto.randomUUID().slice(0, 12);

/** The card's checklists with their progress; items are added and ticked in the draft (saved with the card). */
export function CardChecklists(props: {
  checklists: TDocChecklist[];
  isReadOnly: boolean;
  onChange: (checklists: TDocChecklist[]) => void;
}) {
  const { checklists, isReadOnly } = props;
  const [newItems, setNewItems] = useState<Record<string, string>>({});
  const update = (id: string, change: (checklist: TDocChecklist) => TDocChecklist) =>
    props.onChange(checklists.map((checklist) => (checklist.id === id ? change(checklist) : checklist)));
  const progress = checklistProgress({ checklists });

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">
          Checklists{progress ? ` (${progress.done}/${progress.total})` : ''}
        </Typography>
        {!isReadOnly && checklists.length < DOC_LIMITS.checklistsMax && (
          <Button
            size="small"
            startIcon={<AddOutlined />}
            onClick={() =>
              props.onChange([...checklists, { id: newId(), name: 'Checklist', checkItems: [] }])
            }
          >
            Nova checklist
          </Button>
        )}
      </Stack>
      {progress && <LinearProgress variant="determinate" value={(progress.done / progress.total) * 100} />}
      {checklists.map((checklist) => (
        <Stack key={checklist.id} spacing={0.5} sx={{ pl: 1 }}>
          <TextField
            size="small"
            variant="standard"
            value={checklist.name}
            disabled={isReadOnly}
            onChange={(event) =>
              update(checklist.id, (current) => ({ ...current, name: event.target.value }))
            }
            slotProps={{ htmlInput: { 'aria-label': 'Nome da checklist', maxLength: 60 } }}
          />
          {checklist.checkItems.map((item) => (
            <FormControlLabel
              key={item.id}
              label={item.name}
              disabled={isReadOnly}
              control={
                <Checkbox
                  size="small"
                  checked={item.checked}
                  onChange={(event) =>
                    update(checklist.id, (current) => ({
                      ...current,
                      checkItems: current.checkItems.map((entry) =>
                        entry.id === item.id ? { ...entry, checked: event.target.checked } : entry,
                      ),
                    }))
                  }
                />
              }
            />
          ))}
          {!isReadOnly && (
            <Stack
              component="form"
              direction="row"
              spacing={1}
              onSubmit={(event) => {
                event.preventDefault();
                const name = (newItems[checklist.id] ?? '').trim();
                if (!name) return;
                update(checklist.id, (current) => ({
                  ...current,
                  checkItems: [...current.checkItems, { id: newId(), name, checked: false }],
                }));
                setNewItems((current) => ({ ...current, [checklist.id]: '' }));
              }}
            >
              <TextField
                size="small"
                placeholder="Novo item"
                value={newItems[checklist.id] ?? ''}
                onChange={(event) =>
                  setNewItems((current) => ({ ...current, [checklist.id]: event.target.value }))
                }
              />
              <Button type="submit">Adicionar</Button>
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
