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
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useState } from 'react';

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
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        link: { openOnClick: false, autolink: true, protocols: LINK_PROTOCOLS, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      strike: current?.isActive('strike') ?? false,
      heading: current?.isActive('heading') ?? false,
      link: current?.isActive('link') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      blockquote: current?.isActive('blockquote') ?? false,
    }),
  });
  const tool = (title: string, icon: ReactNode, isActive: boolean | undefined, run: () => void) => (
    <Tooltip title={title}>
      <IconButton
        size="small"
        aria-label={title}
        aria-pressed={Boolean(isActive)}
        color={isActive ? 'primary' : 'default'}
        onClick={run}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  const chain = () => editor?.chain().focus();
  const [linkAt, setLinkAt] = useState<string | null>(null);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {tool('Negrito', <FormatBold fontSize="small" />, active?.bold, () => chain()?.toggleBold().run())}
        {tool('Itálico', <FormatItalic fontSize="small" />, active?.italic, () =>
          chain()?.toggleItalic().run(),
        )}
        {tool('Sublinhado', <FormatUnderlined fontSize="small" />, active?.underline, () =>
          chain()?.toggleUnderline().run(),
        )}
        {tool('Tachado', <StrikethroughS fontSize="small" />, active?.strike, () =>
          chain()?.toggleStrike().run(),
        )}
        {tool('Título', <TitleOutlined fontSize="small" />, active?.heading, () =>
          chain()?.toggleHeading({ level: 3 }).run(),
        )}
        {tool('Lista', <FormatListBulleted fontSize="small" />, active?.bulletList, () =>
          chain()?.toggleBulletList().run(),
        )}
        {tool('Lista numerada', <FormatListNumbered fontSize="small" />, active?.orderedList, () =>
          chain()?.toggleOrderedList().run(),
        )}
        {tool('Citação', <FormatQuote fontSize="small" />, active?.blockquote, () =>
          chain()?.toggleBlockquote().run(),
        )}
        {tool('Inserir link', <InsertLinkOutlined fontSize="small" />, active?.link, () =>
          setLinkAt((editor?.getAttributes('link').href as string | undefined) ?? ''),
        )}
        {active?.link &&
          tool('Remover link', <LinkOffOutlined fontSize="small" />, false, () =>
            chain()?.extendMarkRange('link').unsetLink().run(),
          )}
      </Box>
      {linkAt !== null && (
        <LinkDialog
          initial={linkAt}
          onClose={() => setLinkAt(null)}
          onSave={(href) => {
            setLinkAt(null);
            const selection = editor?.state.selection;
            // With nothing selected the address itself becomes the link's text.
            if (selection?.empty && !active?.link)
              chain()
                ?.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain()?.extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
      <Box sx={{ px: 1.5, '& .ProseMirror': { minHeight, outline: 'none', py: 1 } }}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
