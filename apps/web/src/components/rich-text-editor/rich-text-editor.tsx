import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLinkOutlined from '@mui/icons-material/InsertLinkOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import TitleOutlined from '@mui/icons-material/TitleOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { EditorFrame, EditorTool, useActiveFormats, useHtmlEditor } from './editor-parts';

/** Links the editor makes and keeps: web and e-mail addresses only (the server drops any other scheme). */
const LINK_PROTOCOLS = ['http', 'https', 'mailto'];

/** What was typed as a link: an address with its scheme (a bare 'exemplo.com.br' becomes https), or null. */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text)
    ? text
    : text.includes('@') && !text.includes('/')
      ? `mailto:${text}`
      : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return LINK_PROTOCOLS.includes(url.protocol.replace(/:$/, '')) ? url.href : null;
  } catch {
    return null;
  }
}

const FORMATS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'heading',
  'link',
  'bulletList',
  'orderedList',
  'blockquote',
] as const;

type TRichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  label: string;
  minHeight?: number;
};

/** Asks for a link's address; an address that is not web or e-mail is refused here, before the server. */
function LinkDialog(props: { initial: string; onClose: () => void; onSave: (href: string) => void }) {
  const [typed, setTyped] = useState(props.initial);
  const [isInvalid, setInvalid] = useState(false);
  const handleSave = () => {
    const href = linkHref(typed);
    if (href) props.onSave(href);
    else setInvalid(true);
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="link-dialog-title">
      <DialogTitle id="link-dialog-title">Inserir link</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Endereço do link"
          placeholder="https://"
          value={typed}
          error={isInvalid}
          helperText={isInvalid ? 'Informe um endereço web (https://...) ou de e-mail.' : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              handleSave();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancelar</Button>
        <Button variant="contained" onClick={handleSave}>
          Inserir
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A rich-text field (tiptap): bold, italic, underline, strike, a heading, lists, quotes and links; the server
 * sanitizes what it keeps (apps/server/src/lib/rich-text.ts).
 */
export function RichTextEditor({ value, onChange, label, minHeight = 160 }: TRichTextEditorProps) {
  const editor = useHtmlEditor({
    value,
    onChange,
    label,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        link: { openOnClick: false, autolink: true, protocols: LINK_PROTOCOLS, defaultProtocol: 'https' },
      }),
    ],
  });
  const active = useActiveFormats(editor, FORMATS);
  const chain = () => editor?.chain().focus();
  const [linkAt, setLinkAt] = useState<string | null>(null);
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
        title="Sublinhado"
        icon={<FormatUnderlined fontSize="small" />}
        isActive={active.underline}
        onClick={() => chain()?.toggleUnderline().run()}
      />
      <EditorTool
        title="Tachado"
        icon={<StrikethroughS fontSize="small" />}
        isActive={active.strike}
        onClick={() => chain()?.toggleStrike().run()}
      />
      <EditorTool
        title="Título"
        icon={<TitleOutlined fontSize="small" />}
        isActive={active.heading}
        onClick={() => chain()?.toggleHeading({ level: 3 }).run()}
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
        title="Citação"
        icon={<FormatQuote fontSize="small" />}
        isActive={active.blockquote}
        onClick={() => chain()?.toggleBlockquote().run()}
      />
      <EditorTool
        title="Inserir link"
        icon={<InsertLinkOutlined fontSize="small" />}
        isActive={active.link}
        onClick={() => setLinkAt((editor?.getAttributes('link').href as string | undefined) ?? '')}
      />
      {active.link && (
        <EditorTool
          title="Remover link"
          icon={<LinkOffOutlined fontSize="small" />}
          onClick={() => chain()?.extendMarkRange('link').unsetLink().run()}
        />
      )}
    </>
  );
  return (
    <EditorFrame
      editor={editor}
      toolbarLabel={`Formatação: ${label}`}
      toolbar={toolbar}
      minHeight={minHeight}
    >
      {linkAt !== null && (
        <LinkDialog
          initial={linkAt}
          onClose={() => setLinkAt(null)}
          onSave={(href) => {
            setLinkAt(null);
            const selection = editor?.state.selection;
            // With nothing selected the address itself becomes the link's text.
            if (selection?.empty && !active.link)
              chain()
                ?.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain()?.extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
    </EditorFrame>
  );
}
