import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POST_IMAGE_LIMITS, plainTextToHtml, type TNewPost, type TPostImage } from '@pesquisemais/shared';
import { useState } from 'react';
import { useOpenSurveys, useUploadPostImage } from '../api/profile-api';

type TType = TNewPost['type'];
const TYPES: ReadonlyArray<{ value: TType; label: string }> = [
  { value: 'post', label: 'Post' },
  { value: 'article', label: 'Artigo' },
  { value: 'survey', label: 'Pesquisa' },
];

/** The typed text as the HTML paragraphs the server keeps (and sanitizes again). */
export const textToHtml = plainTextToHtml;

type TProps = { isSaving: boolean; onPublish: (post: TNewPost) => Promise<unknown> };

const ACCEPT = POST_IMAGE_LIMITS.types.join(',');
const MAX_MB = POST_IMAGE_LIMITS.maxBytes / (1024 * 1024);

/** The owner's box to publish a post, an article or a survey invitation on its timeline. */
export function PostComposer({ isSaving, onPublish }: TProps) {
  const [type, setType] = useState<TType>('post');
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const [images, setImages] = useState<TPostImage[]>([]);
  const [imageError, setImageError] = useState('');
  const surveys = useOpenSurveys(type === 'survey');
  const uploadImage = useUploadPostImage(setImageError);
  const message = textToHtml(text);
  const isReady =
    type === 'survey'
      ? campaignId !== ''
      : (message !== '' || images.length > 0) && (type !== 'article' || title.trim() !== '');

  // Each file goes up on its own; a refused one says why (in the field) and the others still attach.
  const handleFiles = async (files: File[]) => {
    setImageError('');
    const room = POST_IMAGE_LIMITS.perPost - images.length;
    if (files.length > room) setImageError(`No máximo ${POST_IMAGE_LIMITS.perPost} imagens por post.`);
    for (const file of files.slice(0, Math.max(room, 0))) {
      if (file.size > POST_IMAGE_LIMITS.maxBytes) {
        setImageError(`A imagem "${file.name}" passa do limite de ${MAX_MB} MB.`);
        continue;
      }
      // A failure is reported by the mutation's meta (beside the picker); the next file still goes.
      const image = await uploadImage.mutateAsync(file).catch(() => null);
      if (image) setImages((current) => [...current, image]);
    }
  };

  const handlePublish = async () => {
    const post: TNewPost =
      type === 'survey'
        ? { type, message, campaignId }
        : type === 'article'
          ? { type, message, article: { title: title.trim(), subtitle: '' } }
          : { type, message };
    await onPublish({ ...post, imageIds: images.map((image) => image.id) });
    setImages([]);
    setImageError('');
    setText('');
    setTitle('');
    setCampaignId('');
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <TextField
            select
            size="small"
            label="Tipo"
            value={type}
            onChange={(event) => setType(event.target.value as TType)}
          >
            {TYPES.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          {type === 'article' && (
            <TextField
              size="small"
              label="Título do artigo"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
          {type === 'survey' && (
            <TextField
              select
              size="small"
              label="Pesquisa"
              value={campaignId}
              onChange={(event) => setCampaignId(event.target.value)}
              helperText={
                surveys.data?.items.length === 0 ? 'Nenhuma pesquisa aberta no momento.' : undefined
              }
            >
              {(surveys.data?.items ?? []).map((item) => (
                <MenuItem key={item.campaignId} value={item.campaignId}>
                  {item.surveyTitle} — {item.campaignName}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            multiline
            minRows={2}
            label="No que você está pensando?"
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 10_000 } }}
          />
          {images.length > 0 && (
            <Box
              component="ul"
              aria-label="Imagens anexadas"
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
            >
              {images.map((image, index) => (
                <Box component="li" key={image.id} sx={{ position: 'relative' }}>
                  <img
                    src={image.thumbnailUrl}
                    alt={`Imagem ${index + 1}`}
                    width={96}
                    height={96}
                    style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
                  />
                  <IconButton
                    size="small"
                    aria-label={`Remover imagem ${index + 1}`}
                    onClick={() => setImages((current) => current.filter((item) => item.id !== image.id))}
                    sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          )}
          {imageError && (
            <Typography role="alert" variant="body2" color="error">
              {imageError}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
            <Button
              component="label"
              variant="outlined"
              startIcon={<AddPhotoAlternateIcon />}
              disabled={uploadImage.isPending || type === 'survey'}
            >
              {uploadImage.isPending ? 'Enviando…' : 'Adicionar imagens'}
              <input
                hidden
                type="file"
                accept={ACCEPT}
                multiple
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  void handleFiles(files);
                }}
              />
            </Button>
            <Button
              variant="contained"
              disabled={!isReady || isSaving || uploadImage.isPending}
              onClick={() => void handlePublish()}
            >
              Publicar
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
