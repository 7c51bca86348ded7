import DataObject from '@mui/icons-material/DataObject';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useState } from 'react';

/** What each built-in merge field becomes in the e-mail; any other field is a panel attribute. */
const FIELD_HINTS: Record<string, string> = {
  nome: 'nome do respondente',
  link: 'link da pesquisa',
  campanha: 'nome da campanha',
  prazo: 'prazo para responder',
  descadastro: 'link de descadastro',
};

type TMailBodyEditorProps = {
  value: string;
  onChange: (html: string) => void;
  /** Merge fields the server knows (built-in and panel attributes), without braces. */
  fields: readonly string[];
  label: string;
};

/** The e-mail body (tiptap) with a menu that inserts merge fields such as {{nome}} at the cursor. */
export function MailBodyEditor({ value, onChange, fields, label }: TMailBodyEditorProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false }, heading: { levels: [1, 2] } })],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  const insertField = (field: string) => {
    setMenuAnchor(null);
    chain()?.insertContent(`{{${field}}}`).run();
  };
  const insertSurveyLink = () =>
    chain()
      ?.insertContent({
        type: 'text',
        text: 'Responder à pesquisa',
        marks: [{ type: 'link', attrs: { href: '{{link}}' } }],
      })
      .run();
  const tool = (title: string, icon: ReactNode, isActive: boolean | undefined, run: () => void) => (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={title} aria-pressed={Boolean(isActive)} onClick={run}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        role="toolbar"
        aria-label="Formatação do e-mail"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {tool('Negrito', <FormatBold fontSize="small" />, active?.bold, () => chain()?.toggleBold().run())}
        {tool('Itálico', <FormatItalic fontSize="small" />, active?.italic, () =>
          chain()?.toggleItalic().run(),
        )}
        {tool('Lista', <FormatListBulleted fontSize="small" />, active?.bulletList, () =>
          chain()?.toggleBulletList().run(),
        )}
        {tool('Lista numerada', <FormatListNumbered fontSize="small" />, active?.orderedList, () =>
          chain()?.toggleOrderedList().run(),
        )}
        {tool('Inserir link da pesquisa', <InsertLink fontSize="small" />, false, insertSurveyLink)}
        <Button
          size="small"
          startIcon={<DataObject fontSize="small" />}
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? 'true' : 'false'}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          Inserir campo
        </Button>
        <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
          {fields.map((field) => (
            <MenuItem key={field} onClick={() => insertField(field)}>
              <ListItemText primary={`{{${field}}}`} secondary={FIELD_HINTS[field] ?? 'atributo do painel'} />
            </MenuItem>
          ))}
        </Menu>
      </Box>
      <Box sx={{ px: 1.5, '& .ProseMirror': { minHeight: 220, outline: 'none', py: 1 } }}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
