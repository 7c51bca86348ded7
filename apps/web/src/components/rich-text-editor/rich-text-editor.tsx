import InsertLinkOutlined from '@mui/icons-material/InsertLinkOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { EditorFrame, EditorTool, FormatTools, useActiveFormats, useHtmlEditor } from './editor-parts';

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

/** The formatting buttons, in toolbar order (the link buttons follow them). */
const TOOL_FORMATS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'heading',
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
      <FormatTools editor={editor} formats={TOOL_FORMATS} active={active} />
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
