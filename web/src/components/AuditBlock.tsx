import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { personLabel } from '../lib/person-label';
import { formatDateTime } from '../lib/format-date';

interface Person {
  firstName: string;
  lastName: string;
  emailAddress: string;
}

interface AuditBlockProps {
  audit: { createDate: string; updateDate?: string | null; createBy?: Person | null; updateBy?: Person | null };
}

/** Who created and last changed the concept, and when; a null person is the system. */
export function AuditBlock({ audit }: AuditBlockProps) {
  const { t, i18n } = useTranslation();
  const system = t('conceptEditor.system');
  return (
    <Paper variant="outlined" component="section" aria-label={t('conceptEditor.audit.title')} sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {t('conceptEditor.audit.title')}
      </Typography>
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary">
          {t('conceptEditor.audit.created', {
            name: personLabel(audit.createBy, system),
            date: formatDateTime(audit.createDate, i18n.language),
          })}
        </Typography>
        {audit.updateDate ? (
          <Typography variant="body2" color="text.secondary">
            {t('conceptEditor.audit.updated', {
              name: personLabel(audit.updateBy, system),
              date: formatDateTime(audit.updateDate, i18n.language),
            })}
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
