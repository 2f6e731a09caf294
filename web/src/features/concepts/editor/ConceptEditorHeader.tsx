import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buildConceptEditorPath, buildConceptsPath, useCurrentClient } from '../../../session';
import { DocumentTitle } from '../../../components/DocumentTitle';
import { ConceptViewers } from '../../people';
import { LifeCycleIndicator } from '../shared/LifeCycleIndicator';
import { labelModelType } from './concept-labels';
import { LifeCycleProgress } from './LifeCycleProgress';

interface ConceptEditorHeaderProps {
  concept: {
    code: string;
    internalId: string;
    name: string;
    status: string;
    modelType: string;
    isPinned: boolean;
    parentCreativeConcept?: { code: string; name: string } | null;
  };
  /** Save is offered only to users who may edit (spec 1 §2). */
  canSave: boolean;
  isDirty: boolean;
  isSaving: boolean;
  onSave: () => void;
  onCancel: () => void;
  /** Pin toggle; absent when the user may not edit. */
  onTogglePin?: () => void;
  isPinning?: boolean;
  /** The "more" menu (copy, model type, parent links). */
  menu?: ReactNode;
  saveLabel?: string;
  /** Replaces the default "Concept ID … · code" line. */
  subtitle?: string;
  /** Flags shown beside the model type (e.g. creative fatigue). */
  badges?: ReactNode;
  /** Shows who else is looking at the concept (its page keeps the live stream open). */
  showsViewers?: boolean;
}

/** Breadcrumbs, name, model type, ids, lifecycle and the editor's buttons. */
export function ConceptEditorHeader({
  concept,
  canSave,
  isDirty,
  isSaving,
  onSave,
  onCancel,
  onTogglePin,
  isPinning,
  menu,
  saveLabel,
  showsViewers,
  subtitle,
  badges,
}: ConceptEditorHeaderProps) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const pinLabel = concept.isPinned ? t('conceptEditor.actions.unpin') : t('conceptEditor.actions.pin');

  return (
    <Box component="header" sx={{ mb: 3 }}>
      <DocumentTitle title={concept.name} />
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={buildConceptsPath(client.code)} underline="hover" color="inherit">
          {t('shell.menu.concepts')}
        </Link>
        {concept.parentCreativeConcept ? (
          <Link
            component={RouterLink}
            to={buildConceptEditorPath(client.code, concept.parentCreativeConcept.code, 'deliverables')}
            underline="hover"
            color="inherit"
          >
            {concept.parentCreativeConcept.name}
          </Link>
        ) : null}
        <Typography color="text.primary">{concept.name}</Typography>
      </Breadcrumbs>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
              {concept.name}
            </Typography>
            <Chip
              size="small"
              label={labelModelType(t, concept.modelType)}
              color={concept.modelType === 'standard' ? 'default' : 'secondary'}
              variant="outlined"
              aria-label={`${t('conceptEditor.modelTypeLabel')}: ${labelModelType(t, concept.modelType)}`}
            />
            {badges}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle ?? t('conceptEditor.subtitle', { internalId: concept.internalId, code: concept.code })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 'none' }}>
          {showsViewers ? <ConceptViewers clientCode={client.code} conceptCode={concept.code} /> : null}
          {onTogglePin ? (
            <Tooltip title={pinLabel}>
              <span>
                <IconButton aria-label={pinLabel} aria-pressed={concept.isPinned} onClick={onTogglePin} disabled={isPinning}>
                  {concept.isPinned ? <PushPin color="primary" /> : <PushPinOutlined />}
                </IconButton>
              </span>
            </Tooltip>
          ) : null}
          {menu}
          <Button onClick={onCancel} disabled={isSaving}>
            {t('conceptEditor.actions.cancel')}
          </Button>
          {canSave ? (
            <Button variant="contained" onClick={onSave} disabled={!isDirty || isSaving}>
              {isSaving ? t('conceptEditor.actions.saving') : (saveLabel ?? t('conceptEditor.actions.save'))}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <LifeCycleIndicator status={concept.status} showLabel />
        <Box sx={{ flex: 1, maxWidth: 720 }}>
          <LifeCycleProgress status={concept.status} />
        </Box>
      </Stack>
    </Box>
  );
}
