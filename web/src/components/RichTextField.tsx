import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RichTextFieldProps {
  label: string;
  /** Sanitised HTML from the server; shown only through the editor, never as raw HTML. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string;
  minHeight?: number;
}

/** The concept description: a TipTap editor with a small formatting toolbar. */
export function RichTextField({ label, value, onChange, onBlur, disabled = false, error, minHeight = 140 }: RichTextFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false }, heading: { levels: [2, 3] } })],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'rich-text-content' },
    },
    // An empty document is stored as an empty description, not as an empty paragraph.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current?.isActive('bold') ?? false,
      isItalic: current?.isActive('italic') ?? false,
      isBulletList: current?.isActive('bulletList') ?? false,
      isOrderedList: current?.isActive('orderedList') ?? false,
    }),
  });

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  // A reload from the server (after a save, a reset) replaces the content unless the user is typing.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = [
    state?.isBold ? 'bold' : null,
    state?.isItalic ? 'italic' : null,
    state?.isBulletList ? 'bulletList' : null,
    state?.isOrderedList ? 'orderedList' : null,
  ].filter(Boolean);

  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        sx={{ display: 'block', mb: 0.5 }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: disabled ? 'action.hover' : 'background.paper',
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` },
        }}
      >
        {disabled ? null : (
          <ToggleButtonGroup
            size="small"
            value={active}
            aria-label={t('conceptEditor.richText.toolbar')}
            sx={{ p: 0.5, borderBottom: 1, borderColor: 'divider', width: '100%', '& .MuiToggleButton-root': { border: 0 } }}
          >
            <ToggleButton
              value="bold"
              aria-label={t('conceptEditor.richText.bold')}
              onClick={() => editor?.chain().focus().toggleBold().run()}
            >
              <FormatBold fontSize="small" />
            </ToggleButton>
            <ToggleButton
              value="italic"
              aria-label={t('conceptEditor.richText.italic')}
              onClick={() => editor?.chain().focus().toggleItalic().run()}
            >
              <FormatItalic fontSize="small" />
            </ToggleButton>
            <ToggleButton
              value="bulletList"
              aria-label={t('conceptEditor.richText.bulletList')}
              onClick={() => editor?.chain().focus().toggleBulletList().run()}
            >
              <FormatListBulleted fontSize="small" />
            </ToggleButton>
            <ToggleButton
              value="orderedList"
              aria-label={t('conceptEditor.richText.orderedList')}
              onClick={() => editor?.chain().focus().toggleOrderedList().run()}
            >
              <FormatListNumbered fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
        )}
        <Box
          sx={{
            px: 1.5,
            py: 1,
            '& .rich-text-content': { minHeight, outline: 'none' },
            '& .rich-text-content > :first-of-type': { mt: 0 },
            '& .rich-text-content p': { my: 0.75 },
            color: disabled ? 'text.secondary' : 'text.primary',
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
