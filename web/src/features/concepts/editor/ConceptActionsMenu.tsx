import { useMutation } from '@apollo/client/react';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { buildConceptEditorPath, buildParentConceptPath, useCurrentClient, usePermissions } from '../../../session';
import type { ConceptEditorFieldsFragment } from '../../../gql/graphql';
import { findServerMessage } from '../../../lib/graphql/errors';
import { buildConceptNoticeState } from '../../../lib/route-notice';
import { buildCopyInput } from './concept-copy';
import { ChangeConceptModelMutation, CreateConceptMutation } from './concept-mutations';
import { ConceptPickerDialog } from '../picker/ConceptPickerDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { SettingsFieldDefinition } from './settings-fields';

type PendingAction = 'toParent' | 'toStandard' | 'unlink' | 'link';

interface ConceptActionsMenuProps {
  concept: ConceptEditorFieldsFragment;
  settingsFields: readonly SettingsFieldDefinition[];
  /** After a change (the mutation returns the concept, so the cache already has it): say what happened. */
  onChanged: (message: string, options?: { tab?: string }) => void;
  onError: (message: string) => void;
}

/** Copy, model type changes and parent links of the editor header (spec 1 §2, §4). */
export function ConceptActionsMenu({ concept, settingsFields, onChanged, onError }: ConceptActionsMenuProps) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [createConcept, { loading: isCopying }] = useMutation(CreateConceptMutation);
  const [changeModel, { loading: isChanging }] = useMutation(ChangeConceptModelMutation);
  const canEdit = concept.viewerCanUpdate;
  const applicationCode = concept.applications[0]?.code ?? '';

  const open = (action: PendingAction) => {
    setAnchor(null);
    setError(null);
    setPending(action);
  };
  const close = () => {
    setPending(null);
    setError(null);
  };

  async function copyConcept() {
    setAnchor(null);
    try {
      const result = await createConcept({ variables: { clientCode: client.code, concept: buildCopyInput(concept, settingsFields) } });
      const copy = result.data?.createApplicationCreativeConcept;
      if (copy) {
        void navigate(buildConceptEditorPath(client.code, copy.internalId, 'details'), {
          state: buildConceptNoticeState(t('conceptEditor.snackbar.copied'), 'success'),
        });
      }
    } catch (caught) {
      onError(findServerMessage(caught, t('errors.network')));
    }
  }

  async function runModelChange(variables: { modelType?: string; parentConceptCode?: string }, message: string, tab?: string) {
    setError(null);
    try {
      await changeModel({ variables: { clientCode: client.code, conceptCode: concept.code, ...variables } });
      close();
      onChanged(message, { tab });
    } catch (caught) {
      setError(findServerMessage(caught, t('errors.network')));
    }
  }

  const items: ReactNode[] = [];
  if (can('concept:create')) {
    items.push(
      <MenuItem key="copy" onClick={() => void copyConcept()} disabled={isCopying}>
        <ListItemIcon>
          <ContentCopyOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('conceptEditor.actions.copy')}</ListItemText>
      </MenuItem>,
    );
  }
  if (concept.modelType === 'parent') {
    items.push(
      <MenuItem key="layout" component={RouterLink} to={buildParentConceptPath(client.code, concept.code)}>
        <ListItemIcon>
          <OpenInNew fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('conceptEditor.actions.openParentLayout')}</ListItemText>
      </MenuItem>,
    );
  }
  if (canEdit && concept.modelType === 'standard') {
    items.push(
      <MenuItem key="toParent" onClick={() => open('toParent')}>
        <ListItemIcon>
          <AccountTreeOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('conceptEditor.actions.makeParent')}</ListItemText>
      </MenuItem>,
      <MenuItem key="link" onClick={() => open('link')}>
        <ListItemIcon>
          <LinkOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('conceptEditor.actions.linkToParent')}</ListItemText>
      </MenuItem>,
    );
  }
  if (canEdit && concept.modelType === 'parent') {
    items.push(
      <MenuItem key="toStandard" onClick={() => open('toStandard')}>
        <ListItemIcon>
          <ViewListOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('conceptEditor.actions.makeStandard')}</ListItemText>
      </MenuItem>,
    );
  }
  if (canEdit && concept.modelType === 'child') {
    items.push(
      <MenuItem key="unlink" onClick={() => open('unlink')}>
        <ListItemIcon>
          <LinkOffOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('conceptEditor.actions.unlinkFromParent')}</ListItemText>
      </MenuItem>,
    );
  }
  if (items.length === 0) return null;

  return (
    <>
      <Tooltip title={t('conceptEditor.actions.more')}>
        <IconButton aria-label={t('conceptEditor.actions.more')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <MoreVert />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {items}
      </Menu>

      <ConfirmDialog
        open={pending === 'toParent'}
        title={t('conceptEditor.modelDialog.toParentTitle')}
        message={t('conceptEditor.modelDialog.toParentMessage', { name: concept.name })}
        confirmLabel={t('conceptEditor.modelDialog.toParentConfirm')}
        isBusy={isChanging}
        error={error}
        onConfirm={() => void runModelChange({ modelType: 'parent' }, t('conceptEditor.snackbar.madeParent'), 'variants')}
        onClose={close}
      />
      <ConfirmDialog
        open={pending === 'toStandard'}
        title={t('conceptEditor.modelDialog.toStandardTitle')}
        message={t('conceptEditor.modelDialog.toStandardMessage', { name: concept.name, count: concept.childCount })}
        confirmLabel={t('conceptEditor.modelDialog.toStandardConfirm')}
        isDestructive
        isBusy={isChanging}
        error={error}
        onConfirm={() => void runModelChange({ modelType: 'standard' }, t('conceptEditor.snackbar.madeStandard'), 'details')}
        onClose={close}
      />
      <ConfirmDialog
        open={pending === 'unlink'}
        title={t('conceptEditor.modelDialog.unlinkTitle')}
        message={t('conceptEditor.modelDialog.unlinkMessage', {
          name: concept.name,
          parentName: concept.parentCreativeConcept?.name ?? '',
        })}
        confirmLabel={t('conceptEditor.modelDialog.unlinkConfirm')}
        isBusy={isChanging}
        error={error}
        onConfirm={() => void runModelChange({ modelType: 'standard' }, t('conceptEditor.snackbar.unlinked'))}
        onClose={close}
      />
      <ConceptPickerDialog
        open={pending === 'link'}
        title={t('conceptEditor.linkParent.title')}
        searchLabel={t('conceptEditor.linkParent.search')}
        hint={t('conceptEditor.linkParent.hint')}
        modelType="parent"
        applicationCode={applicationCode}
        excludeCodes={[concept.code]}
        actionLabel={(parent) => t('conceptEditor.linkParent.linkTo', { name: parent.name })}
        emptyLabel={(term) => t('conceptEditor.linkParent.none', { term })}
        onPick={(parent) =>
          void runModelChange({ parentConceptCode: parent.code }, t('conceptEditor.snackbar.linked', { name: parent.name }))
        }
        onClose={close}
        isBusy={isChanging}
        error={error}
      />
    </>
  );
}
