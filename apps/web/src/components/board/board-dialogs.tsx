import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DOC_LIMITS, type TDocSettings } from '@pesquisemais/shared';
import { useState } from 'react';

/** Asks for a name (Novo quadro, Renomear, Nova lista); closes on save. */
export function NameDialog(props: {
  title: string;
  label: string;
  initial?: string;
  onClose: () => void;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState(props.initial ?? '');
  const trimmed = name.trim();
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) props.onSave(trimmed);
        }}
      >
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={props.label}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: DOC_LIMITS.nameMax } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={!trimmed}>
            Salvar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const COLORS = ['', '#7b1fa2', '#00897b', '#1565c0', '#ef6c00', '#c62828', '#2e7d32'];

/** Board settings: colour and card covers (the board's), and this member's subscription. */
export function SettingsDialog(props: {
  settings: TDocSettings;
  canEdit: boolean;
  onClose: () => void;
  onSave: (settings: Partial<TDocSettings> & { surveyId?: string | null }) => void;
  /** Study boards: the questionnaire the board belongs to, picked among these (shown on /apps/surveys). */
  study?: { surveyId: string | null; options: readonly { id: string; title: string }[] };
}) {
  const [settings, setSettings] = useState(props.settings);
  const [surveyId, setSurveyId] = useState(props.study?.surveyId ?? null);
  const change = (patch: Partial<TDocSettings>) => setSettings((current) => ({ ...current, ...patch }));
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>Configurações do quadro</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1} role="radiogroup" aria-label="Cor do quadro">
            {COLORS.map((color) => (
              <Button
                key={color || 'none'}
                role="radio"
                aria-checked={settings.color === color}
                aria-label={color ? `Cor ${color}` : 'Sem cor'}
                disabled={!props.canEdit}
                onClick={() => change({ color })}
                sx={{
                  minWidth: 32,
                  height: 32,
                  bgcolor: color || 'background.default',
                  border: 2,
                  borderColor: settings.color === color ? 'text.primary' : 'divider',
                }}
              />
            ))}
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={settings.cardCoverImages}
                disabled={!props.canEdit}
                onChange={(event) => change({ cardCoverImages: event.target.checked })}
              />
            }
            label="Mostrar imagens de capa nos cartões"
          />
          <FormControlLabel
            control={
              <Switch
                checked={settings.subscribed}
                onChange={(event) => change({ subscribed: event.target.checked })}
              />
            }
            label="Seguir este quadro"
          />
          {props.study && (
            <TextField
              select
              label="Estudo (questionário)"
              value={surveyId ?? ''}
              disabled={!props.canEdit}
              onChange={(event) => setSurveyId(event.target.value || null)}
              helperText="O quadro aparece na página Estudos junto com as campanhas e relatórios do questionário."
            >
              <MenuItem value="">Nenhum</MenuItem>
              {props.study.options.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.title}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={() =>
            props.onSave(
              props.canEdit
                ? { ...settings, ...(props.study ? { surveyId } : {}) }
                : { subscribed: settings.subscribed },
            )
          }
        >
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
