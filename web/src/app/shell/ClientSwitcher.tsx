import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { readApplicationCode, useSignedInUser } from '../../session';
import { buildClientSwitchPath, pickApplicationCode } from './shell-paths';

/** Lists the user's clients; picking one opens the same section under that client. */
export function ClientSwitcher({ clientCode, fullWidth = false }: { clientCode: string; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();

  function switchClient(nextClientCode: string) {
    const nextClient = user.clients.find((client) => client.code === nextClientCode);
    if (!nextClient || nextClient.code === clientCode) return;
    const applicationCode = pickApplicationCode(
      nextClient.applications.map((application) => application.code),
      null,
      readApplicationCode(nextClient.code),
    );
    // The address as it is now: right after a navigation React may still be rendering the previous
    // location (router updates are transitions), and switching from that would reopen the old section.
    void navigate(buildClientSwitchPath(window.location.pathname, nextClient.code, applicationCode));
  }

  return (
    <TextField
      select
      size="small"
      label={t('shell.clientSwitcher.label')}
      value={clientCode}
      onChange={(event) => switchClient(event.target.value)}
      fullWidth={fullWidth}
      sx={{ minWidth: 200 }}
    >
      {user.clients.map((client) => (
        <MenuItem key={client.code} value={client.code}>
          {client.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
