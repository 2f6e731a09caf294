import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface UploadDropZoneProps {
  onFiles: (files: File[]) => void;
  /** One file per choice (the asset editor, a source asset). */
  isSingle?: boolean;
  disabled?: boolean;
  /** Fixed height in px; the list's zone is a slim bar. */
  height?: number;
  /** Replaces the default icon and text (the editor shows the preview here). */
  children?: ReactNode;
  /** Accessible name of the zone. */
  label?: string;
}

/** The drag-or-drop area with a "choose files" button; any file type, the server checks what it is. */
export function UploadDropZone({ onFiles, isSingle = false, disabled = false, height, children, label }: UploadDropZoneProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragOver, setIsDragOver] = useState(false);
  const zoneLabel = label ?? (isSingle ? t('assets.dropZone.labelSingle') : t('assets.dropZone.label'));

  const handleDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setIsDragOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <Box
      component="section"
      aria-label={zoneLabel}
      aria-disabled={disabled || undefined}
      onDragOver={(event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        if (!disabled) setIsDragOver(true);
      }}
      onDragLeave={() => setIsDragOver(false)}
      onDrop={handleDrop}
      sx={(theme) => ({
        position: 'relative',
        height,
        minHeight: height ? undefined : 96,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: 2,
        border: '2px dashed',
        borderColor: isDragOver ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: isDragOver ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
        opacity: disabled ? 0.6 : 1,
        overflow: 'hidden',
        transition: theme.transitions.create(['border-color', 'background-color']),
      })}
    >
      {children ?? (
        <>
          <CloudUploadOutlined color="action" aria-hidden />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {isSingle ? t('assets.dropZone.hintSingle') : t('assets.dropZone.hint')}
          </Typography>
        </>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        hidden
        multiple={!isSingle}
        disabled={disabled}
        aria-label={zoneLabel}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Let the same file be chosen again after an error.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      {children ? null : (
        <Button size="small" variant="outlined" disabled={disabled} onClick={() => inputRef.current?.click()}>
          {isSingle ? t('assets.dropZone.chooseFile') : t('assets.dropZone.chooseFiles')}
        </Button>
      )}
    </Box>
  );
}

/** Opens the file chooser of a zone from elsewhere (the editor's Replace button). */
export function useFileChooser(onFiles: (files: File[]) => void, isSingle = true) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const input = (
    <input
      ref={inputRef}
      type="file"
      hidden
      multiple={!isSingle}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        event.target.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
  return { input, open: () => inputRef.current?.click() };
}
