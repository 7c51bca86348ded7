import DataObject from '@mui/icons-material/DataObject';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
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
      <EditorTool
        title="Negrito"
        icon={<FormatBold fontSize="small" />}
        isActive={active.bold}
        onClick={() => chain()?.toggleBold().run()}
      />
      <EditorTool
        title="Itálico"
        icon={<FormatItalic fontSize="small" />}
        isActive={active.italic}
        onClick={() => chain()?.toggleItalic().run()}
      />
      <EditorTool
        title="Lista"
        icon={<FormatListBulleted fontSize="small" />}
        isActive={active.bulletList}
        onClick={() => chain()?.toggleBulletList().run()}
      />
      <EditorTool
        title="Lista numerada"
        icon={<FormatListNumbered fontSize="small" />}
        isActive={active.orderedList}
        onClick={() => chain()?.toggleOrderedList().run()}
      />
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
