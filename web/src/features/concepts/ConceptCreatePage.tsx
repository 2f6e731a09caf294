import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { buildConceptsPath, useCurrentApplication, useCurrentClient } from '../../session';
import { LoadingView } from '../../components/LoadingView';
import { PageHeader } from '../../components/PageHeader';
import type { ConceptEditorFieldsFragment } from '../../gql/graphql';
import { ConceptByCodeQuery } from './editor/concept-editor-fields';
import { buildNewConceptValues, buildVariantValues, parseDeliverableCount } from './editor/concept-form-values';
import { ConceptCreateForm } from './editor/ConceptCreateForm';
import { DatePickersProvider } from '../../components/DatePickersProvider';
import type { SettingsFieldDefinition } from './editor/settings-fields';
import { useCreativeSettingsFields } from './editor/use-creative-settings-fields';

/**
 * /:clientCode/creative/concepts/create?node=&parentConceptCode=&deliverableCount= — a new concept
 * in the chosen folder, or a new variant that inherits from its parent.
 */
export function ConceptCreatePage() {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const [searchParams] = useSearchParams();
  const parentCode = searchParams.get('parentConceptCode');
  const parentQuery = useQuery(ConceptByCodeQuery, {
    variables: { clientCode: client.code, conceptCode: parentCode ?? '' },
    skip: !parentCode,
    fetchPolicy: 'network-only',
  });
  const parent = parentQuery.data?.applicationCreativeConcept ?? null;
  const homeApplication = parent?.applications[0]?.code ?? application?.code ?? null;
  const settings = useCreativeSettingsFields(client.code, parentCode && !parent ? null : homeApplication);

  if (parentCode && parentQuery.error) {
    return (
      <>
        <PageHeader title={t('conceptEditor.create.variantTitle')} />
        <Alert
          severity="error"
          action={
            <Button color="inherit" component={RouterLink} to={buildConceptsPath(client.code)}>
              {t('shell.menu.concepts')}
            </Button>
          }
        >
          {t('conceptEditor.create.parentNotFound')}
        </Alert>
      </>
    );
  }
  if ((parentCode && !parent) || (!settings.fields && !settings.error)) return <LoadingView />;

  return (
    <DatePickersProvider>
      {settings.error ? <Alert severity="warning">{t('conceptEditor.settings.loadFailed')}</Alert> : null}
      <ConceptCreateContent
        key={`${parentCode ?? ''}:${searchParams.get('node') ?? ''}`}
        parent={parent}
        applicationCode={application?.code ?? null}
        folderCode={searchParams.get('node')}
        deliverableCount={searchParams.get('deliverableCount')}
        fields={settings.fields ?? []}
        reloadFields={settings.refetch}
      />
    </DatePickersProvider>
  );
}

function ConceptCreateContent(props: {
  parent: ConceptEditorFieldsFragment | null;
  applicationCode: string | null;
  folderCode: string | null;
  deliverableCount: string | null;
  fields: readonly SettingsFieldDefinition[];
  reloadFields: () => Promise<unknown>;
}) {
  const { parent, fields } = props;
  // The defaults are fixed when the page opens; later field reloads must not reset the form.
  const [defaultValues] = useState(() =>
    parent
      ? buildVariantValues(parent, parseDeliverableCount(props.deliverableCount, parent.childCount), fields)
      : buildNewConceptValues({ applicationCode: props.applicationCode, folderCode: props.folderCode, fields }),
  );
  return <ConceptCreateForm defaultValues={defaultValues} fields={fields} reloadFields={props.reloadFields} parent={parent} />;
}
