import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

/** Small video: a mesh sends one stream per peer, and a moderator relays them to observers. */
const VIDEO = { width: { ideal: 320 }, height: { ideal: 240 }, frameRate: { ideal: 15 } };

function playTone(): void {
  const context = new AudioContext();
  const oscillator = context.createOscillator();
  oscillator.frequency.value = 440;
  oscillator.connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.6);
  oscillator.addEventListener('ended', () => void context.close());
}

/** The microphone's level, 0–100, read a few times a second. */
function useMicLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value - 128)), 0);
      setLevel(Math.min(100, Math.round((peak / 128) * 100)));
    }, 200);
    return () => {
      clearInterval(timer);
      void context.close();
    };
  }, [stream]);
  return level;
}

type TTechCheckProps = { sendsMedia: boolean; onEnter: (stream: MediaStream | null) => void };

/** Camera, microphone and speaker test before entering; observers only test the speaker. */
export function TechCheck({ sendsMedia, onEnter }: TTechCheckProps) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const level = useMicLevel(stream);

  useEffect(() => {
    if (!sendsMedia) return;
    let isCurrent = true;
    navigator.mediaDevices
      .getUserMedia({ video: VIDEO, audio: true })
      .then((media) => {
        if (isCurrent) setStream(media);
        else for (const track of media.getTracks()) track.stop();
      })
      .catch(() =>
        setError('Não foi possível abrir a câmera e o microfone. Verifique as permissões do navegador.'),
      );
    return () => {
      isCurrent = false;
    };
  }, [sendsMedia]);
  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = stream;
  }, [stream]);

  return (
    <Paper sx={{ p: 3, maxWidth: 560 }}>
      <Stack spacing={2}>
        <Typography variant="h6">Teste de câmera, microfone e alto-falante</Typography>
        {error && <Alert severity="warning">{error}</Alert>}
        {sendsMedia && (
          <>
            <video
              ref={videoRef}
              autoPlay
              muted
              playsInline
              aria-label="Sua câmera"
              // A fixed box: the camera starting must not move 'Entrar na sala' under the pointer.
              style={{ width: 320, height: 240, objectFit: 'cover', background: '#000' }}
            />
            <Typography variant="body2">Microfone</Typography>
            <LinearProgress variant="determinate" value={level} aria-label="Nível do microfone" />
          </>
        )}
        <Typography variant="body2">
          Esta sessão pode ser gravada para a pesquisa. Quando a gravação começar, um aviso aparece na sala.
        </Typography>
        <Button variant="outlined" onClick={playTone}>
          Testar alto-falante
        </Button>
        <Button
          variant="contained"
          disabled={sendsMedia && !stream && !error}
          onClick={() => onEnter(stream)}
        >
          Entrar na sala
        </Button>
      </Stack>
    </Paper>
  );
}
