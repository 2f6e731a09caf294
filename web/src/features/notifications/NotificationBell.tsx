import { useMutation, useQuery } from '@apollo/client/react';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { useLiveRefetch } from '../../lib/live/use-concept-activity';
import {
  MarkAllNotificationsReadMutation,
  MarkNotificationReadMutation,
  MyNotificationActivitySubscription,
  MyNotificationsQuery,
} from './notification-documents';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';

/** The app bar's bell: unread count, the latest notifications (each opens its place), mark read, settings. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const { data, refetch } = useQuery(MyNotificationsQuery, { fetchPolicy: 'cache-and-network' });
  // New notifications are pushed (myNotificationActivity over SSE), not polled: the list is read again.
  useLiveRefetch(MyNotificationActivitySubscription, {
    include: ['MyNotifications'],
    readKind: (activity) => activity.myNotificationActivity.kind,
  });
  const [markRead] = useMutation(MarkNotificationReadMutation);
  const [markAllRead, { loading: isMarkingAll }] = useMutation(MarkAllNotificationsReadMutation);
  const unread = data?.myNotifications.unreadCount ?? 0;
  const items = data?.myNotifications.items ?? [];

  return (
    <>
      <Tooltip title={t('notifications.bell.tooltip')}>
        <IconButton
          aria-label={t('notifications.bell.label', { count: unread })}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            void refetch();
          }}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 420, maxHeight: 560 } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('notifications.title')}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Button size="small" disabled={unread === 0 || isMarkingAll} onClick={() => void markAllRead().then(() => refetch())}>
              {t('notifications.markAllRead')}
            </Button>
            <IconButton size="small" aria-label={t('notifications.settings.open')} onClick={() => setIsSettingsOpen(true)}>
              <SettingsOutlined fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
        <Divider />
        {items.length === 0 ? (
          <Box sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('notifications.empty')}</Typography>
          </Box>
        ) : (
          <List dense disablePadding aria-label={t('notifications.title')}>
            {items.map((item) => (
              <ListItemButton
                key={item.code}
                divider
                sx={{ alignItems: 'flex-start', bgcolor: item.isRead ? undefined : 'action.hover' }}
                onClick={() => {
                  setAnchor(null);
                  if (!item.isRead) void markRead({ variables: { notificationCode: item.code } }).then(() => refetch());
                  if (item.link?.startsWith('/')) void navigate(item.link);
                }}
              >
                {item.isRead ? null : (
                  <Box
                    aria-label={t('notifications.unread')}
                    sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', mt: 1, mr: 1.5, flexShrink: 0 }}
                  />
                )}
                <ListItemText
                  sx={{ ml: item.isRead ? 2.5 : 0 }}
                  primary={item.title}
                  secondary={[item.client?.name, formatDateTime(item.createDate as string, i18n.language)].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { sx: { fontWeight: item.isRead ? 400 : 600 } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
      <NotificationSettingsDialog open={isSettingsOpen} onClose={() => setIsSettingsOpen(false)} />
    </>
  );
}
