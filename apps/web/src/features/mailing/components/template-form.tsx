import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MAIL_TEMPLATE_KIND_LABELS,
  MAIL_TEMPLATE_KINDS,
  type TMailTemplate,
  type TMailTemplateBody,
} from '@pesquisemais/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { useMergeFields, useSaveTemplate, useSendTestMail } from '../api/templates-api';
import { MailBodyEditor } from './mail-body-editor';
import { MailPreview, type TPreviewTarget } from './mail-preview';

const NEW_TEMPLATE: TMailTemplateBody = {
  name: '',
  kind: 'convite',
  subject: 'Convite para a pesquisa {{campanha}}',
  bodyHtml: '<p>Olá, {{nome}}!</p><p>Convidamos você a responder a pesquisa até {{prazo}}.</p>',
};

/** Name, kind, subject and body of a template; saving keeps the earlier versions on the server. */
export function TemplateForm({ template }: { template: TMailTemplate | null }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<TMailTemplateBody>(template ?? NEW_TEMPLATE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [target, setTarget] = useState<TPreviewTarget>({});
  const fields = useMergeFields();
  const save = useSaveTemplate(template?.id ?? null, {
    fields: ['name', 'kind', 'subject', 'bodyHtml'],
    setFieldErrors: setErrors,
    message: { codes: ['UNPROCESSABLE', 'VALIDATION'], show: setFormError },
  });
  const sendTest = useSendTestMail();
  const set = <K extends keyof TMailTemplateBody>(key: K, value: TMailTemplateBody[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    setErrors((old) => ({ ...old, [key]: '' }));
    setFormError('');
  };
  const handleSave = () =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notify(`Modelo salvo (versão ${saved.version}).`, 'success');
        if (!template) void navigate(`/apps/mailing/edit/${saved.id}/${saved.slug}`, { replace: true });
      },
    });
  const handleTest = () =>
    sendTest.mutate(
      { subject: values.subject, bodyHtml: values.bodyHtml, ...target },
      { onSuccess: (result) => notify(result.message, 'success') },
    );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Nome do modelo"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Tipo"
          value={values.kind}
          onChange={(event) => set('kind', event.target.value as TMailTemplateBody['kind'])}
          sx={{ minWidth: 180 }}
        >
          {MAIL_TEMPLATE_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {MAIL_TEMPLATE_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label="Assunto"
        value={values.subject}
        onChange={(event) => set('subject', event.target.value)}
        error={Boolean(errors.subject)}
        helperText={errors.subject || 'Pode usar campos como {{nome}} e {{campanha}}.'}
      />
      <MailBodyEditor
        label="Corpo do e-mail"
        value={values.bodyHtml}
        onChange={(html) => set('bodyHtml', html)}
        fields={fields.data ?? []}
      />
      {formError && <Alert severity="error">{formError}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={handleSave} disabled={save.isPending}>
          Salvar
        </Button>
        <Button variant="outlined" onClick={handleTest} disabled={sendTest.isPending}>
          Enviar teste
        </Button>
      </Stack>
      <MailPreview
        subject={values.subject}
        bodyHtml={values.bodyHtml}
        target={target}
        onTargetChange={setTarget}
      />
    </Stack>
  );
}
