import Box from '@mui/material/Box';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * The concept's description, sanitised by the server and shown through a read-only editor (never
 * as raw HTML): only the nodes the editor knows are rendered.
 */
export function SharedDescription({ html, label }: { html: string; label: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: true }, heading: { levels: [2, 3] } })],
    content: html,
    editable: false,
    // Read-only text: an article, not the editor's default role of textbox.
    editorProps: { attributes: { role: 'article', 'aria-label': label, class: 'rich-text-content' } },
  });
  return (
    <Box sx={{ '& .ProseMirror': { outline: 'none' }, '& p': { my: 0.5 } }}>
      <EditorContent editor={editor} />
    </Box>
  );
}
