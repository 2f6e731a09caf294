import type { NotificationActivity, Resolvers } from '../../generated/resolvers.js';
import { watchMyNotifications } from './live.js';
import {
  findMyNotifications,
  findMyNotificationSettings,
  markAllNotificationsRead,
  markNotificationRead,
  unsubscribeByToken,
  updateMyNotificationSettings,
} from './service.js';

export const notificationResolvers: Resolvers = {
  Subscription: {
    myNotificationActivity: {
      subscribe: (_parent, _args, context) => watchMyNotifications(context),
      resolve: (activity: NotificationActivity) => activity,
    },
  },
  Query: {
    myNotifications: (_parent, args, context) => findMyNotifications(context, args),
    myNotificationSettings: (_parent, _args, context) => findMyNotificationSettings(context),
  },
  Mutation: {
    markNotificationRead: (_parent, { notificationCode, isRead }, context) =>
      markNotificationRead(context, notificationCode, isRead ?? true),
    markAllNotificationsRead: (_parent, _args, context) => markAllNotificationsRead(context),
    updateMyNotificationSettings: (_parent, { settings }, context) => updateMyNotificationSettings(context, settings),
    unsubscribeNotifications: (_parent, { token }, context) => unsubscribeByToken(context, token),
  },
};
