import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/DocumentTitle';

interface AssetEditorHeaderProps {
  title: string;
  subtitle: string;
  groupingLabel: string;
  /** Inside the concept page the title is a section heading, not the page's. */
  isEmbedded: boolean;
  canSave: boolean;
  isSaveDisabled: boolean;
  isSaving: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** Shown for a stored asset when the viewer may delete it. */
  onDelete?: () => void;
}

/** The asset editor's title, grouping and its Delete, Cancel and Save buttons. */
export function AssetEditorHeader(props: AssetEditorHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}
    >
      {props.isEmbedded ? null : <DocumentTitle title={props.title} />}
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant={props.isEmbedded ? 'h5' : 'h4'} component={props.isEmbedded ? 'h2' : 'h1'} sx={{ wordBreak: 'break-word' }}>
            {props.title}
          </Typography>
          <Chip size="small" variant="outlined" label={props.groupingLabel} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {props.subtitle}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        {props.onDelete ? (
          <Button color="error" onClick={props.onDelete} disabled={props.isSaving}>
            {t('assets.actions.delete')}
          </Button>
        ) : null}
        <Button onClick={props.onCancel} disabled={props.isSaving}>
          {props.isEmbedded ? t('assets.editorForm.backToList') : t('conceptEditor.actions.cancel')}
        </Button>
        {props.canSave ? (
          <Button variant="contained" onClick={props.onSave} disabled={props.isSaveDisabled}>
            {props.isSaving ? t('conceptEditor.actions.saving') : t('conceptEditor.actions.save')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
