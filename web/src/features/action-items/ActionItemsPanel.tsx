import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ActionItemFieldsFragment } from '../../gql/graphql';
import { formatShortDate } from '../../lib/format-date';

const STATUS_COLOR: Record<string, 'default' | 'info' | 'success'> = { open: 'default', inProgress: 'info', completed: 'success' };

/** The concept's open action items: name, category, due date (overdue marked), members with their own status. */
export function ActionItemsPanel({
  items,
  onOpen,
}: {
  items: readonly ActionItemFieldsFragment[];
  onOpen: (item: ActionItemFieldsFragment) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="section" aria-labelledby="action-items-title">
      <Typography id="action-items-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('actionItems.panel.title')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('actionItems.panel.empty')}</Typography>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="action-items-title">
          {items.map((item) => (
            <Card key={item.code} variant="outlined" component="li" aria-label={item.name}>
              <CardActionArea onClick={() => onOpen(item)} disabled={!item.viewerCanUpdate} sx={{ p: 1.5 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="subtitle2" component="span">
                    {item.name}
                  </Typography>
                  <Chip
                    size="small"
                    label={t(`actionItems.statuses.${item.status}` as never)}
                    color={STATUS_COLOR[item.status] ?? 'default'}
                  />
                </Stack>
                <Typography variant="body2" color={item.isOverdue ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
                  {[
                    item.actionItemCategory?.name,
                    t(`actionItems.types.${item.type}` as never),
                    item.endDate
                      ? item.isOverdue
                        ? t('actionItems.panel.overdue', { date: formatShortDate(item.endDate, i18n.language) })
                        : t('actionItems.panel.due', { date: formatShortDate(item.endDate, i18n.language) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
                  {item.members.map((member) => {
                    const name = `${member.user.firstName} ${member.user.lastName}`.trim() || member.user.emailAddress;
                    return (
                      <Chip
                        key={member.user.emailAddress}
                        size="small"
                        variant="outlined"
                        color={member.status === 'completed' ? 'success' : 'default'}
                        label={t('actionItems.panel.member', {
                          name,
                          role: t(`actionItems.memberTypes.${member.type}` as never),
                          status: t(`actionItems.statuses.${member.status}` as never),
                        })}
                      />
                    );
                  })}
                </Stack>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
