import { useQuery } from '@apollo/client/react';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../gql';
import { FolderPickerDialog, nestFlatFolders } from '../../folders';
import { findFolderPath } from './folder-path';

// Names and parents of every folder (flat), to spell the path of a folder given by code (?node=).
const FolderPathQuery = graphql(`
  query ConceptEditorFolderPath($clientCode: String!, $applicationCode: String!) {
    creativeNodes(clientCode: $clientCode, applicationCode: $applicationCode, returnFlat: true) {
      code
      name
      sequenceId
      parentCreativeNode {
        code
      }
    }
  }
`);

interface FolderFieldProps {
  clientCode: string;
  /** Folders of this application: the concept's home (first) application. */
  applicationCode: string | null;
  value: string;
  onChange: (folderCode: string) => void;
  onBlur?: () => void;
  /** The stored folder's path, shown until another folder is chosen. */
  currentPathNames?: readonly string[];
  disabled?: boolean;
  error?: string;
}

/** The concept's folder (required): its path, and a button opening the folder picker. */
export function FolderField({ clientCode, applicationCode, value, onChange, onBlur, currentPathNames, disabled, error }: FolderFieldProps) {
  const { t } = useTranslation();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [chosen, setChosen] = useState<{ code: string; pathNames: string[] } | null>(null);

  const isPathKnown = !value || chosen?.code === value || Boolean(currentPathNames?.length);
  const { data } = useQuery(FolderPathQuery, {
    variables: { clientCode, applicationCode: applicationCode ?? '' },
    skip: isPathKnown || !applicationCode,
  });

  const folderTree = useMemo(() => nestFlatFolders(data?.creativeNodes ?? []), [data]);
  // A preselected code that is no folder of this application (a virtual folder of the list) is dropped.
  const isUnknown = Boolean(data && value && !isPathKnown && !findFolderPath(folderTree, value));
  useEffect(() => {
    if (isUnknown) onChange('');
  }, [isUnknown, onChange]);

  let path = '';
  if (value && chosen?.code === value) path = chosen.pathNames.join(' > ');
  else if (value && currentPathNames?.length) path = currentPathNames.join(' > ');
  else if (value) path = (data ? findFolderPath(folderTree, value)?.join(' > ') : null) ?? value;

  const closePicker = () => {
    setIsPickerOpen(false);
    onBlur?.();
  };

  return (
    <>
      <TextField
        label={t('conceptEditor.fields.creativeNode')}
        value={path}
        placeholder={t('conceptEditor.folder.none')}
        required
        fullWidth
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <Button
                  size="small"
                  startIcon={<FolderOpenOutlined />}
                  onClick={() => setIsPickerOpen(true)}
                  disabled={disabled || !applicationCode}
                >
                  {value ? t('conceptEditor.folder.change') : t('conceptEditor.folder.choose')}
                </Button>
              </InputAdornment>
            ),
          },
          inputLabel: { shrink: true },
        }}
      />
      {applicationCode ? (
        <FolderPickerDialog
          open={isPickerOpen}
          clientCode={clientCode}
          applicationCode={applicationCode}
          value={value || null}
          onSelect={(code, pathNames) => {
            setChosen({ code, pathNames });
            onChange(code);
            closePicker();
          }}
          onClose={closePicker}
        />
      ) : null}
    </>
  );
}
