import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import TitleOutlined from '@mui/icons-material/TitleOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ChainedCommands, Extensions } from '@tiptap/core';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';

/**
 * A tiptap editor bound to an HTML value: `onChange` gets '' when the text is empty, and the editable area
 * is a labelled multi-line text box for screen readers.
 */
export function useHtmlEditor(props: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  extensions: Extensions;
}): Editor | null {
  return useEditor({
    extensions: props.extensions,
    content: props.value,
    editorProps: { attributes: { 'aria-label': props.label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor }) => props.onChange(editor.isEmpty ? '' : editor.getHTML()),
  });
}

/** Whether each named mark or node is active at the cursor, kept current as the selection moves. */
export function useActiveFormats<TName extends string>(
  editor: Editor | null,
  names: readonly TName[],
): Record<TName, boolean> {
  const none = () => Object.fromEntries(names.map((name) => [name, false])) as Record<TName, boolean>;
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? (Object.fromEntries(names.map((name) => [name, current.isActive(name)])) as Record<TName, boolean>)
        : none(),
  });
  return state ?? none();
}

/** One toolbar button: its title is its accessible name and tooltip; a format in use shows pressed. */
export function EditorTool(props: {
  title: string;
  icon: ReactNode;
  isActive?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.title}>
      <IconButton
        size="small"
        aria-label={props.title}
        aria-pressed={Boolean(props.isActive)}
        color={props.isActive ? 'primary' : 'default'}
        onClick={props.onClick}
      >
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

/** The outlined frame of an editor: a wrapping toolbar above the editable area. */
export function EditorFrame(props: {
  editor: Editor | null;
  toolbarLabel: string;
  toolbar: ReactNode;
  minHeight: number;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        role="toolbar"
        aria-label={props.toolbarLabel}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {props.toolbar}
      </Box>
      {props.children}
      <Box sx={{ px: 1.5, '& .ProseMirror': { minHeight: props.minHeight, outline: 'none', py: 1 } }}>
        <EditorContent editor={props.editor} />
      </Box>
    </Box>
  );
}

/** The formatting buttons an editor may show: title, icon and the command each runs. */
const FORMAT_TOOLS = {
  bold: {
    title: 'Negrito',
    icon: <FormatBold fontSize="small" />,
    run: (c: ChainedCommands) => c.toggleBold(),
  },
  italic: {
    title: 'Itálico',
    icon: <FormatItalic fontSize="small" />,
    run: (c: ChainedCommands) => c.toggleItalic(),
  },
  underline: {
    title: 'Sublinhado',
    icon: <FormatUnderlined fontSize="small" />,
    run: (c: ChainedCommands) => c.toggleUnderline(),
  },
  strike: {
    title: 'Tachado',
    icon: <StrikethroughS fontSize="small" />,
    run: (c: ChainedCommands) => c.toggleStrike(),
  },
  heading: {
    title: 'Título',
    icon: <TitleOutlined fontSize="small" />,
    run: (c: ChainedCommands) => c.toggleHeading({ level: 3 }),
  },
  bulletList: {
    title: 'Lista',
    icon: <FormatListBulleted fontSize="small" />,
    run: (c: ChainedCommands) => c.toggleBulletList(),
  },
  orderedList: {
    title: 'Lista numerada',
    icon: <FormatListNumbered fontSize="small" />,
    run: (c: ChainedCommands) => c.toggleOrderedList(),
  },
  blockquote: {
    title: 'Citação',
    icon: <FormatQuote fontSize="small" />,
    run: (c: ChainedCommands) => c.toggleBlockquote(),
  },
} as const;
export type TFormatTool = keyof typeof FORMAT_TOOLS;

/** The buttons of `formats`, in that order, each pressed while its format is active at the cursor. */
export function FormatTools<TName extends TFormatTool>(props: {
  editor: Editor | null;
  formats: readonly TName[];
  active: Record<TName, boolean>;
}) {
  return props.formats.map((name) => {
    const tool = FORMAT_TOOLS[name];
    return (
      <EditorTool
        key={name}
        title={tool.title}
        icon={tool.icon}
        isActive={props.active[name]}
        onClick={() => {
          const chain = props.editor?.chain().focus();
          if (chain) tool.run(chain).run();
        }}
      />
    );
  });
}
