import { graphql } from '../../gql';

export const MyNotificationsQuery = graphql(`
  query MyNotifications {
    myNotifications(limit: 30) {
      unreadCount
      items {
        code
        kind
        title
        body
        link
        isRead
        createDate
        client {
          code
          name
        }
      }
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($notificationCode: String!) {
    markNotificationRead(notificationCode: $notificationCode) {
      code
      isRead
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const NotificationSettingsQuery = graphql(`
  query MyNotificationSettings {
    myNotificationSettings {
      kinds
      emailKinds
      inAppKinds
      isEmailOff
      isEmailAvailable
    }
  }
`);

export const UpdateNotificationSettingsMutation = graphql(`
  mutation UpdateMyNotificationSettings($settings: NotificationSettingsInput!) {
    updateMyNotificationSettings(settings: $settings) {
      kinds
      emailKinds
      inAppKinds
      isEmailOff
      isEmailAvailable
    }
  }
`);

export const UnsubscribeMutation = graphql(`
  mutation UnsubscribeNotifications($token: String!) {
    unsubscribeNotifications(token: $token)
  }
`);

/** The bell, pushed: an event when the signed-in user gets a notification (then MyNotifications is read again). */
export const MyNotificationActivitySubscription = graphql(`
  subscription MyNotificationActivity {
    myNotificationActivity {
      kind
      notificationCode
    }
  }
`);
