import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { plainTextToHtml, type TNewPost } from '@pesquisemais/shared';
import { useState } from 'react';
import { useOpenSurveys } from '../api/profile-api';

type TType = TNewPost['type'];
const TYPES: ReadonlyArray<{ value: TType; label: string }> = [
  { value: 'post', label: 'Post' },
  { value: 'article', label: 'Artigo' },
  { value: 'survey', label: 'Pesquisa' },
];

/** The typed text as the HTML paragraphs the server keeps (and sanitizes again). */
export const textToHtml = plainTextToHtml;

type TProps = { isSaving: boolean; onPublish: (post: TNewPost) => Promise<unknown> };

/** The owner's box to publish a post, an article or a survey invitation on its timeline. */
export function PostComposer({ isSaving, onPublish }: TProps) {
  const [type, setType] = useState<TType>('post');
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const surveys = useOpenSurveys(type === 'survey');
  const message = textToHtml(text);
  const isReady =
    type === 'survey' ? campaignId !== '' : message !== '' && (type !== 'article' || title.trim() !== '');

  const handlePublish = async () => {
    const post: TNewPost =
      type === 'survey'
        ? { type, message, campaignId }
        : type === 'article'
          ? { type, message, article: { title: title.trim(), subtitle: '' } }
          : { type, message };
    await onPublish(post);
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
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="contained" disabled={!isReady || isSaving} onClick={() => void handlePublish()}>
              Publicar
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
