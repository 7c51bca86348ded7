import DataObject from '@mui/icons-material/DataObject';
import InsertLink from '@mui/icons-material/InsertLink';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import {
  EditorFrame,
  EditorTool,
  FormatTools,
  useActiveFormats,
  useHtmlEditor,
} from '@/components/rich-text-editor/editor-parts';

/** What each built-in merge field becomes in the e-mail; any other field is a panel attribute. */
const FIELD_HINTS: Record<string, string> = {
  nome: 'nome do respondente',
  link: 'link da pesquisa',
  campanha: 'nome da campanha',
  prazo: 'prazo para responder',
  descadastro: 'link de descadastro',
};

const FORMATS = ['bold', 'italic', 'bulletList', 'orderedList'] as const;

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
  const editor = useHtmlEditor({
    value,
    onChange,
    label,
    extensions: [StarterKit.configure({ link: { openOnClick: false }, heading: { levels: [1, 2] } })],
  });
  const active = useActiveFormats(editor, FORMATS);
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
  const toolbar = (
    <>
      <FormatTools editor={editor} formats={FORMATS} active={active} />
      <EditorTool
        title="Inserir link da pesquisa"
        icon={<InsertLink fontSize="small" />}
        onClick={insertSurveyLink}
      />
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
    </>
  );
  return (
    <EditorFrame editor={editor} toolbarLabel="Formatação do e-mail" toolbar={toolbar} minHeight={220} />
  );
}
