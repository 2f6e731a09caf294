import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import DoneAll from '@mui/icons-material/DoneAll';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import RemoveDone from '@mui/icons-material/RemoveDone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buildVariantCreatePath, useCurrentApplication, useCurrentClient, usePermissions } from '../../../session';
import { graphql } from '../../../gql';
import { findServerMessage } from '../../../lib/graphql/errors';
import { ChangeConceptModelMutation, UpdateConceptMutation } from '../editor/concept-mutations';
import { ConceptPickerDialog } from '../picker/ConceptPickerDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { NoticeSnackbar, useNotice } from '../../../components/NoticeSnackbar';
import { findApprovalErrorMessage } from '../../../lib/approval-errors';
import { ChildConceptsGrid, type ChildConcept } from './ChildConceptsGrid';
import { ErrorDialog } from '../../../components/ErrorDialog';

const ChildConceptsQuery = graphql(`
  query ConceptEditorChildren($clientCode: String!, $applicationCode: String!, $filter: ConceptFilter) {
    applicationCreativeConcepts(clientCode: $clientCode, applicationCode: $applicationCode, filter: $filter, limit: 100) {
      totalItemCount
      items {
        code
        internalId
        name
        status
        targetDeliveryDate
        deliveryDate
        assignedUser {
          emailAddress
          firstName
          lastName
        }
        viewerCanApprove
      }
    }
  }
`);

const ApproveAllChildrenMutation = graphql(`
  mutation ConceptEditorApproveAllChildren($applicationCode: String!, $clientCode: String!, $parentConceptCode: String!) {
    acceptAllApplicationCreativeChildConcepts(
      applicationCode: $applicationCode
      clientCode: $clientCode
      parentConceptCode: $parentConceptCode
    ) {
      ...ConceptRow
      viewerCanApprove
    }
  }
`);

const RejectAllChildrenMutation = graphql(`
  mutation ConceptEditorRejectAllChildren($applicationCode: String!, $clientCode: String!, $parentConceptCode: String!) {
    rejectAllApplicationCreativeChildConcepts(
      applicationCode: $applicationCode
      clientCode: $clientCode
      parentConceptCode: $parentConceptCode
    ) {
      ...ConceptRow
      viewerCanApprove
    }
  }
`);

/** Spec 1 §2: the child list loads 100 children. */
export const CHILD_LIMIT = 100;

export const buildChildrenFilter = (parentCode: string) => ({ field: 'parentCreativeConcept.code', operator: 'equals', value: parentCode });

interface ChildConceptsSectionProps {
  parent: {
    code: string;
    name: string;
    childCount: number;
    applications: readonly { code: string }[];
    /** Linking and unlinking variants change concepts' details (changeApplicationCreativeConceptModel). */
    viewerCanUpdate: boolean;
    viewerCanApprove: boolean;
  };
  /** The parent changed (its children, their statuses): reload it. */
  onChanged: () => void;
  ref?: Ref<HTMLElement>;
}

/** The variants of a parent: grid, approve and reject (one or all), add, link and unlink (spec 1 §2, spec 2 §2.5). */
export function ChildConceptsSection({ parent, onChanged, ref }: ChildConceptsSectionProps) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const { can } = usePermissions();
  const applicationCode = parent.applications[0]?.code ?? application?.code ?? '';
  const { notice, showNotice, hideNotice } = useNotice();
  const [approvalError, setApprovalError] = useState<string | null>(null);
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<ChildConcept | null>(null);
  const [unlinkError, setUnlinkError] = useState<string | null>(null);
  // Approve all and Reject all decide every variant waiting for approval: they ask first.
  const [confirmingAll, setConfirmingAll] = useState<'approved' | 'rejected' | null>(null);

  const { data, loading, error, refetch } = useQuery(ChildConceptsQuery, {
    variables: { clientCode: client.code, applicationCode, filter: buildChildrenFilter(parent.code) },
    fetchPolicy: 'network-only',
    skip: !applicationCode,
  });
  const children = data?.applicationCreativeConcepts.items ?? [];
  const childCount = data?.applicationCreativeConcepts.totalItemCount ?? parent.childCount;
  const pendingCount = children.filter((child) => child.status === 'pendingApproval').length;

  const [updateConcept, { loading: isDeciding }] = useMutation(UpdateConceptMutation);
  const [approveAll, { loading: isApprovingAll }] = useMutation(ApproveAllChildrenMutation);
  const [rejectAll, { loading: isRejectingAll }] = useMutation(RejectAllChildrenMutation);
  const [changeModel, { loading: isChangingModel }] = useMutation(ChangeConceptModelMutation);
  const isBusy = isDeciding || isApprovingAll || isRejectingAll;

  // Linking and unlinking change which concepts are variants: the list is asked again. Decisions
  // return the decided variants, which the cache shows in their rows, so only the parent reloads.
  const refreshMembers = useCallback(async () => {
    await refetch();
    onChanged();
  }, [refetch, onChanged]);

  const decide = useCallback(
    async (child: ChildConcept, status: 'approved' | 'rejected') => {
      try {
        await updateConcept({ variables: { clientCode: client.code, conceptCode: child.code, concept: { status } } });
        onChanged();
        showNotice(t(status === 'approved' ? 'conceptEditor.children.approved' : 'conceptEditor.children.rejected', { name: child.name }));
      } catch (caught) {
        setApprovalError(
          findApprovalErrorMessage(caught, {
            forbidden: t('conceptEditor.children.approveForbidden'),
            fallback: t('conceptEditor.children.somethingWentWrong'),
          }),
        );
      }
    },
    [updateConcept, client.code, onChanged, showNotice, t],
  );

  async function decideAll(status: 'approved' | 'rejected') {
    const variables = { applicationCode, clientCode: client.code, parentConceptCode: parent.code };
    setConfirmingAll(null);
    try {
      const count =
        status === 'approved'
          ? ((await approveAll({ variables })).data?.acceptAllApplicationCreativeChildConcepts.length ?? 0)
          : ((await rejectAll({ variables })).data?.rejectAllApplicationCreativeChildConcepts.length ?? 0);
      onChanged();
      showNotice(
        count === 0
          ? t('conceptEditor.children.nonePending')
          : t(status === 'approved' ? 'conceptEditor.children.approvedAll' : 'conceptEditor.children.rejectedAll', { count }),
        count === 0 ? 'info' : 'success',
      );
    } catch (caught) {
      setApprovalError(
        findApprovalErrorMessage(caught, {
          forbidden: t(status === 'approved' ? 'conceptEditor.children.approveAllForbidden' : 'conceptEditor.children.rejectAllForbidden'),
          fallback: t('conceptEditor.children.somethingWentWrong'),
        }),
      );
    }
  }

  async function linkChild(child: { code: string; name: string }) {
    setLinkError(null);
    try {
      await changeModel({ variables: { clientCode: client.code, conceptCode: child.code, parentConceptCode: parent.code } });
      setIsLinkOpen(false);
      await refreshMembers();
      showNotice(t('conceptEditor.children.linked', { name: child.name }));
    } catch (caught) {
      setLinkError(findServerMessage(caught, t('errors.network')));
    }
  }

  async function unlinkChild() {
    if (!unlinking) return;
    setUnlinkError(null);
    try {
      await changeModel({ variables: { clientCode: client.code, conceptCode: unlinking.code, modelType: 'standard' } });
      const name = unlinking.name;
      setUnlinking(null);
      await refreshMembers();
      showNotice(t('conceptEditor.children.unlinked', { name }));
    } catch (caught) {
      setUnlinkError(findServerMessage(caught, t('errors.network')));
    }
  }

  const openUnlink = useCallback((child: ChildConcept) => {
    setUnlinkError(null);
    setUnlinking(child);
  }, []);
  const onDecide = useCallback((child: ChildConcept, status: 'approved' | 'rejected') => void decide(child, status), [decide]);

  return (
    <Box component="section" ref={ref} aria-labelledby="child-concepts-title" sx={{ scrollMarginTop: 80 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography id="child-concepts-title" variant="h6" component="h2">
            {t('conceptEditor.children.title')} ({childCount})
          </Typography>
          {!parent.viewerCanApprove && pendingCount > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('conceptEditor.children.approvalOnly')}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            color="success"
            startIcon={<DoneAll />}
            disabled={!parent.viewerCanApprove || pendingCount === 0 || isBusy}
            onClick={() => setConfirmingAll('approved')}
          >
            {t('conceptEditor.children.approveAll')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<RemoveDone />}
            disabled={!parent.viewerCanApprove || pendingCount === 0 || isBusy}
            onClick={() => setConfirmingAll('rejected')}
          >
            {t('conceptEditor.children.rejectAll')}
          </Button>
          {parent.viewerCanUpdate ? (
            <Button
              variant="outlined"
              startIcon={<LinkOutlined />}
              onClick={() => {
                setLinkError(null);
                setIsLinkOpen(true);
              }}
            >
              {t('conceptEditor.children.linkExisting')}
            </Button>
          ) : null}
          {can('concept:create') ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              component={RouterLink}
              to={buildVariantCreatePath(client.code, parent.code, childCount)}
            >
              {t('conceptEditor.children.addVariant')}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      {error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('conceptEditor.children.loadFailed')}
        </Alert>
      ) : null}
      <ChildConceptsGrid
        parentName={parent.name}
        rows={children}
        isLoading={loading}
        isBusy={isBusy}
        canUnlink={parent.viewerCanUpdate}
        onDecide={onDecide}
        onUnlink={openUnlink}
      />

      <ConceptPickerDialog
        open={isLinkOpen}
        title={t('conceptEditor.children.linkTitle')}
        searchLabel={t('conceptEditor.children.linkSearch')}
        hint={t('conceptEditor.children.linkHint')}
        modelType="standard"
        applicationCode={applicationCode}
        excludeCodes={[parent.code]}
        actionLabel={(concept) => t('conceptEditor.children.linkAction', { name: concept.name })}
        emptyLabel={(term) => t('conceptEditor.children.linkNone', { term })}
        onPick={(concept) => void linkChild(concept)}
        onClose={() => setIsLinkOpen(false)}
        isBusy={isChangingModel}
        error={linkError}
      />
      <ConfirmDialog
        open={Boolean(unlinking)}
        title={t('conceptEditor.children.unlinkTitle')}
        message={t('conceptEditor.children.unlinkMessage', { name: unlinking?.name ?? '' })}
        confirmLabel={t('conceptEditor.children.unlinkConfirm')}
        isBusy={isChangingModel}
        error={unlinkError}
        onConfirm={() => void unlinkChild()}
        onClose={() => setUnlinking(null)}
      />
      <ConfirmDialog
        open={confirmingAll !== null}
        title={t(confirmingAll === 'rejected' ? 'conceptEditor.children.rejectAllTitle' : 'conceptEditor.children.approveAllTitle')}
        message={t(confirmingAll === 'rejected' ? 'conceptEditor.children.rejectAllMessage' : 'conceptEditor.children.approveAllMessage', {
          count: pendingCount,
          name: parent.name,
        })}
        confirmLabel={t(confirmingAll === 'rejected' ? 'conceptEditor.children.rejectAll' : 'conceptEditor.children.approveAll')}
        isDestructive={confirmingAll === 'rejected'}
        isBusy={isBusy}
        onConfirm={() => void decideAll(confirmingAll ?? 'approved')}
        onClose={() => setConfirmingAll(null)}
      />
      <ErrorDialog title={t('conceptEditor.children.errorTitle')} message={approvalError} onClose={() => setApprovalError(null)} />
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </Box>
  );
}
