import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';

type TRichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  label: string;
  minHeight?: number;
};

/** A rich-text field (tiptap): bold, italic, strike, lists and quotes; the server sanitizes what it keeps. */
export function RichTextEditor({ value, onChange, label, minHeight = 160 }: TRichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      strike: current?.isActive('strike') ?? false,
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
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ display: 'flex', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {tool('Negrito', <FormatBold fontSize="small" />, active?.bold, () => chain()?.toggleBold().run())}
        {tool('Itálico', <FormatItalic fontSize="small" />, active?.italic, () =>
          chain()?.toggleItalic().run(),
        )}
        {tool('Tachado', <StrikethroughS fontSize="small" />, active?.strike, () =>
          chain()?.toggleStrike().run(),
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
      </Box>
      <Box sx={{ px: 1.5, '& .ProseMirror': { minHeight, outline: 'none', py: 1 } }}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
