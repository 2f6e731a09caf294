import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buildReportsPath, useCurrentClient } from '../../session';
import { DocumentTitle } from '../../components/DocumentTitle';

/** /reports with no application in the route (spec 1 §2): the client's applications to choose from. */
export function ChooseApplicationView({ currentApplicationCode }: { currentApplicationCode: string | null }) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <DocumentTitle title={t('reportsPage.title')} />
      <InsertChartOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h5" component="h1">
        {t('reportsPage.title')}
      </Typography>
      <Typography variant="h6" component="h2">
        {t('reportsPage.noApplicationTitle')}
      </Typography>
      <Typography color="text.secondary">{t('reportsPage.noApplication')}</Typography>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, textAlign: 'left' }}>
        <List aria-label={t('reportsPage.applicationsLabel')} disablePadding>
          {client.applications.map((application) => (
            // A list item around each link: a list holds items, not links (axe "list").
            <ListItem key={application.code} disablePadding>
              <ListItemButton component={RouterLink} to={buildReportsPath(client.code, application.code)}>
                <ListItemText primary={application.name} />
                {application.code === currentApplicationCode ? <Chip size="small" label={t('reportsPage.currentApplication')} /> : null}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
