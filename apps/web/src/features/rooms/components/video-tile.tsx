import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

type TVideoTileProps = { stream: MediaStream; name: string; isSelf?: boolean; peerId: string };

/** One person's video; the page's own camera is muted (no echo). */
export function VideoTile({ stream, name, isSelf = false, peerId }: TVideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <Box sx={{ position: 'relative', width: 240 }}>
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={isSelf}
        data-testid={isSelf ? 'local-video' : 'remote-video'}
        data-peer={peerId}
        style={{ width: 240, height: 180, background: '#000', borderRadius: 8 }}
      />
      <Typography variant="caption" sx={{ position: 'absolute', left: 8, bottom: 8, color: '#fff' }}>
        {name}
      </Typography>
    </Box>
  );
}
