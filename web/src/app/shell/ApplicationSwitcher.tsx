import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useCurrentApplication } from '../../session';

/** Lists the current client's applications; the choice is kept per client. */
export function ApplicationSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const { application, applications, selectApplication } = useCurrentApplication();
  if (!application) return null;

  return (
    <TextField
      select
      size="small"
      label={t('shell.applicationSwitcher.label')}
      value={application.code}
      onChange={(event) => selectApplication(event.target.value)}
      fullWidth={fullWidth}
      sx={{ minWidth: 200 }}
    >
      {applications.map((candidate) => (
        <MenuItem key={candidate.code} value={candidate.code}>
          {candidate.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
