import type { Resolvers } from '../../generated/resolvers.js';
import {
  findMyNotifications,
  findMyNotificationSettings,
  markAllNotificationsRead,
  markNotificationRead,
  unsubscribeByToken,
  updateMyNotificationSettings,
} from './service.js';

export const notificationResolvers: Resolvers = {
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
