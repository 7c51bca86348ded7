import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { centredCrop, dragCrop, MAX_ZOOM, type TCrop, zoomCrop } from './avatar-crop';

/** The viewport (CSS px) and the size of the square sent to the server (which makes its 256 px avatar). */
const VIEW = 280;
const OUTPUT = 512;
const KEY_STEP = 10;
const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [KEY_STEP, 0],
  ArrowRight: [-KEY_STEP, 0],
  ArrowUp: [0, KEY_STEP],
  ArrowDown: [0, -KEY_STEP],
};

type TProps = {
  file: File | null;
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: (cropped: Blob) => void;
};

/** Draws the chosen square of the photo as a PNG of OUTPUT px. */
function cropToBlob(image: HTMLImageElement, crop: TCrop): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT;
  canvas.height = OUTPUT;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Este navegador não consegue recortar imagens.'));
  context.drawImage(image, crop.x, crop.y, crop.side, crop.side, 0, 0, OUTPUT, OUTPUT);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Não foi possível recortar a foto.'))),
      'image/png',
    ),
  );
}

/**
 * 'Recortar foto': the chosen photo in a square window; the user drags it (or moves it with the arrow
 * keys) and zooms, and only the square shown is uploaded.
 */
export function AvatarCropDialog({ file, isSaving, onCancel, onConfirm }: TProps) {
  const [source, setSource] = useState('');
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [zoom, setZoom] = useState(1);
  const [crop, setCrop] = useState<TCrop | null>(null);
  const [error, setError] = useState('');
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    setNatural(null);
    setCrop(null);
    setZoom(1);
    setError('');
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSource(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const handleLoad = () => {
    const img = image.current;
    if (!img?.naturalWidth) return;
    const size = { width: img.naturalWidth, height: img.naturalHeight };
    setNatural(size);
    setCrop(centredCrop(size));
  };

  const move = (dx: number, dy: number) => {
    if (natural && crop) setCrop(dragCrop(natural, crop, zoom, dx, dy, VIEW));
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_MOVES[event.key];
    if (!step) return;
    event.preventDefault();
    move(step[0], step[1]);
  };

  const handleConfirm = () => {
    if (!image.current || !crop) return;
    cropToBlob(image.current, crop).then(onConfirm, (reason: Error) => setError(reason.message));
  };

  const scale = crop ? VIEW / crop.side : 1;
  return (
    <Dialog open={file !== null} onClose={onCancel} aria-labelledby="avatar-crop-title">
      <DialogTitle id="avatar-crop-title">Recortar foto</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Arraste a foto (ou use as setas do teclado) e ajuste o zoom: só o quadrado aparece no seu perfil.
        </Typography>
        <Box
          role="application"
          aria-label="Área de recorte: arraste a foto ou use as setas"
          tabIndex={0}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={() => {
            drag.current = null;
          }}
          onKeyDown={handleKeyDown}
          sx={{
            width: VIEW,
            height: VIEW,
            mx: 'auto',
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 1,
            bgcolor: 'action.hover',
            cursor: 'move',
            touchAction: 'none',
            '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
          }}
        >
          {source && (
            <img
              ref={image}
              src={source}
              alt="Foto escolhida"
              draggable={false}
              onLoad={handleLoad}
              style={{
                position: 'absolute',
                maxWidth: 'none',
                userSelect: 'none',
                visibility: crop ? 'visible' : 'hidden',
                width: natural ? natural.width * scale : undefined,
                height: natural ? natural.height * scale : undefined,
                left: crop ? -crop.x * scale : 0,
                top: crop ? -crop.y * scale : 0,
              }}
            />
          )}
        </Box>
        <Box sx={{ px: 1, mt: 2 }}>
          <Typography id="avatar-zoom-label" variant="body2">
            Zoom
          </Typography>
          <Slider
            value={zoom}
            min={1}
            max={MAX_ZOOM}
            step={0.1}
            disabled={!crop}
            aria-labelledby="avatar-zoom-label"
            onChange={(_, value) => {
              const next = value as number;
              setZoom(next);
              if (natural && crop) setCrop(zoomCrop(natural, crop, next));
            }}
          />
        </Box>
        {error && (
          <Typography role="alert" color="error" variant="body2">
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button variant="contained" disabled={!crop || isSaving} onClick={handleConfirm}>
          {isSaving ? 'Enviando…' : 'Usar foto'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
