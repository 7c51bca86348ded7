import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TAlbums } from '@pesquisemais/shared';

/** Fotos e vídeos: the media of the posts, one album per month. */
export function PhotosTab({ data }: { data: TAlbums }) {
  if (data.albums.length === 0)
    return <Typography color="text.secondary">Nenhuma foto ou vídeo ainda.</Typography>;
  return (
    <Box>
      {data.albums.map((album) => (
        <Box key={album.name} component="section" sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2">
            {album.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {album.info}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {album.media.map((media) => (
              <a key={media.url} href={media.url} target="_blank" rel="noreferrer">
                <img
                  src={media.thumbnailUrl}
                  alt=""
                  width={160}
                  height={160}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
              </a>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
